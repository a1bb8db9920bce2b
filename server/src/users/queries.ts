import { type Insertable, sql, type Updateable } from 'kysely';
import type { Db, UsersTable } from '../db/schema.js';

export type UserRow = UsersTable;

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

export async function findActiveUsersByIds(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('users').selectAll().where('id', 'in', ids).where('is_frozen', '=', 0).execute();
}

/** Escapes LIKE wildcards so a query is matched literally. */
function likePrefix(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The smallest string above every string starting with prefix ("ab" -> "ac"): lets a prefix match ride a B-tree range. */
function prefixUpperBound(prefix: string): string {
  const chars = [...prefix];
  const last = chars.pop() ?? '';
  return chars.join('') + String.fromCodePoint((last.codePointAt(0) ?? 0) + 1);
}

/** Active users whose username (or lower-cased name) starts with the prefix, by index range. */
export async function searchUsersByPrefix(db: Db, column: 'username' | 'name_lower', prefix: string, limit: number) {
  return db
    .selectFrom('users')
    .selectAll()
    .where(column, '>=', prefix)
    .where(column, '<', prefixUpperBound(prefix))
    .where(sql<boolean>`${sql.ref(column)} like ${likePrefix(prefix)} escape '\\'`)
    .where('is_frozen', '=', 0)
    .orderBy(column)
    .limit(limit)
    .execute();
}

/** Newest active users not followed by `viewerId`: the fallback for suggestions. */
export async function newestUsersNotFollowed(db: Db, viewerId: string | null, limit: number, exclude: string[]) {
  let query = db.selectFrom('users').selectAll().where('is_frozen', '=', 0);
  if (viewerId) {
    query = query.where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('follows')
            .select('follows.followee_id')
            .where('follows.follower_id', '=', viewerId)
            .whereRef('follows.followee_id', '=', 'users.id'),
        ),
      ),
    );
  }
  if (exclude.length > 0) query = query.where('id', 'not in', exclude);
  return query.orderBy('id', 'desc').limit(limit).execute();
}
