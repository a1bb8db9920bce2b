import { type Insertable, sql, type Updateable } from 'kysely';
import { compiledForIds } from '../db/compiled-once.js';
import type { Db } from '../db/schema.js';
import {
  POST_AUTHOR_COLUMNS,
  type PostAuthorRow,
  USER_SUMMARY_COLUMNS,
  type UserSummaryRow,
  type UsersTable,
} from '../db/tables/users.js';
import { followedBy } from '../follows/sql.js';
import { visibleUsers } from '../visibility/index.js';

export async function insertUser(db: Db, row: Insertable<UsersTable>) {
  await db.insertInto('users').values(row).execute();
}

export async function findUserById(db: Db, id: string) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findUserByUsername(db: Db, username: string) {
  return db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
}

export async function findUserIdByEmail(db: Db, email: string) {
  return db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
}

export async function updateUser(db: Db, id: string, changes: Updateable<UsersTable>) {
  await db.updateTable('users').set(changes).where('id', '=', id).execute();
}

/**
 * The active people among `ids` as their posts show them (`POST_AUTHOR_COLUMNS`): 4 of the row's 31 columns,
 * half the CPU of whole rows for a cold page's authors (10 rows: 53 against 112 µs on the full dataset).
 */
export const findActivePostAuthors: (db: Db, ids: readonly string[]) => Promise<PostAuthorRow[]> = compiledForIds(
  (db, ids) => visibleUsers(db, null).select(POST_AUTHOR_COLUMNS).where('id', 'in', ids),
);

/**
 * The same people as a list shows them (`USER_SUMMARY_COLUMNS`): the suggestions read 8 of the table's 31
 * columns, and a value read costs about as much as a row found (10 whole rows were 0.3 ms of a home page).
 * Compiled once per length: every drawn home page reads its suggestions' rows, and Kysely's build was most of that read.
 */
export const findActiveUserSummaries: (db: Db, ids: readonly string[]) => Promise<UserSummaryRow[]> = compiledForIds(
  (db, ids) => visibleUsers(db, null).select(USER_SUMMARY_COLUMNS).where('id', 'in', ids),
);

/** Escapes LIKE wildcards so a query is matched literally. */
function likePrefix(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const MAX_CODE_POINT = 0x10ffff;

/** The code point after `codePoint`, skipping the surrogate range (which no stored text contains). */
function nextCodePoint(codePoint: number): number {
  return codePoint === 0xd7ff ? 0xe000 : codePoint + 1;
}

/**
 * The smallest string above every string starting with prefix ("ab" -> "ac"): lets a prefix match ride a
 * B-tree range. A last character that is already the highest code point carries over to the one before it;
 * null when every character is U+10FFFF (no upper bound is needed).
 */
export function prefixUpperBound(prefix: string): string | null {
  const codePoints = [...prefix].map((char) => char.codePointAt(0) ?? 0);
  while (codePoints.length > 0) {
    const last = codePoints.pop() ?? 0;
    if (last < MAX_CODE_POINT) return String.fromCodePoint(...codePoints, nextCodePoint(last));
  }
  return null;
}

/** Users the viewer may see whose username (or lower-cased name) starts with the prefix, by index range. */
export async function searchUsersByPrefix(
  db: Db,
  viewerId: string | null,
  column: 'username' | 'name_lower',
  prefix: string,
  limit: number,
) {
  const upperBound = prefixUpperBound(prefix);
  let query = visibleUsers(db, viewerId).selectAll().where(column, '>=', prefix);
  if (upperBound !== null) query = query.where(column, '<', upperBound);
  return query
    .where(sql<boolean>`${sql.ref(column)} like ${likePrefix(prefix)} escape '\\'`)
    .orderBy(column)
    .limit(limit)
    .execute();
}

/** Newest users the viewer may see and does not follow: the fallback for suggestions. */
export async function newestUsersNotFollowed(db: Db, viewerId: string | null, limit: number, exclude: string[]) {
  let query = visibleUsers(db, viewerId).select(USER_SUMMARY_COLUMNS);
  if (viewerId) {
    query = query.where(({ not }) => not(followedBy(viewerId, 'users.id')));
  }
  if (exclude.length > 0) query = query.where('id', 'not in', exclude);
  return query.orderBy('id', 'desc').limit(limit).execute();
}

/** Everyone frozen or suspended (the inactive-people set starts from this; deletions join it as they happen). */
export async function inactiveUserIds(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb.or([eb('is_frozen', '=', 1), eb('suspended_at', 'is not', null)]))
    .execute();
  return rows.map((row) => row.id);
}

/** Everyone of ours who moved their account elsewhere (the moved-people set starts from this). */
export async function movedUserIds(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where('moved_to', 'is not', null)
    .where('host', 'is', null)
    .execute();
  return rows.map((row) => row.id);
}

/** The `name@host` of a remote person by their actor id (where one of ours moved to). */
export async function usernameByActorUri(db: Db, actorUri: string): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('username').where('actor_uri', '=', actorUri).executeTakeFirst();
  return row?.username;
}

/**
 * Whether one of ours asked to follow a remote person whose server has not answered yet: a request without a
 * follow (an accepted request stays beside its follow, federation/inbox.ts).
 */
export async function hasPendingFollow(db: Db, followerId: string, followeeId: string): Promise<boolean> {
  const row = await db
    .selectFrom('follow_requests as r')
    .leftJoin('follows as f', (join) =>
      join.onRef('f.follower_id', '=', 'r.follower_id').onRef('f.followee_id', '=', 'r.followee_id'),
    )
    .select('r.follower_id')
    .where('r.follower_id', '=', followerId)
    .where('r.followee_id', '=', followeeId)
    .where('f.follower_id', 'is', null)
    .executeTakeFirst();
  return Boolean(row);
}
