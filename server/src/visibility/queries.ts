import { sql } from 'kysely';
import type { Db } from '../db/schema.js';
import { POST_AUTHOR_COLUMNS, type PostAuthorRow, type UserRow } from '../db/tables/users.js';

type RelationKind = 'following' | 'blocked_by_me' | 'blocking_me' | 'muted' | 'word';

/** Everything the policy needs to know about one viewer, in one statement: follows, blocks both ways, mutes, muted words. */
export async function viewerRelationRows(db: Db, viewerId: string) {
  const result = await sql<{ kind: RelationKind; value: string }>`
    select 'following' as kind, followee_id as value from follows where follower_id = ${viewerId}
    union all select 'blocked_by_me', blocked_id from blocks where blocker_id = ${viewerId}
    union all select 'blocking_me', blocker_id from blocks where blocked_id = ${viewerId}
    union all select 'muted', muted_id from mutes where muter_id = ${viewerId}
    union all select 'word', word from muted_words where user_id = ${viewerId}`.execute(db);
  return result.rows;
}

/** People's rows with whether a block stands between each and the viewer, each way (read fresh, for writes). */
function usersWithRelations(db: Db, viewerId: string | null) {
  const viewer = viewerId ?? '';
  return db
    .selectFrom('users')
    .selectAll('users')
    .select((eb) => [
      eb
        .exists(
          eb
            .selectFrom('blocks')
            .select('blocks.blocker_id')
            .where('blocks.blocker_id', '=', viewer)
            .whereRef('blocks.blocked_id', '=', 'users.id'),
        )
        .as('blocked_by_viewer'),
      eb
        .exists(
          eb
            .selectFrom('blocks')
            .select('blocks.blocker_id')
            .whereRef('blocks.blocker_id', '=', 'users.id')
            .where('blocks.blocked_id', '=', viewer),
        )
        .as('blocking_viewer'),
    ]);
}

/** A person's row by id, or by username. */
export type UserKey = { id: string } | { username: string };

const keyColumn = (where: UserKey) =>
  'id' in where ? ([sql`id`, where.id] as const) : ([sql`username`, where.username] as const);

/** A post's author's columns (`POST_AUTHOR_COLUMNS`) and what says whether they are active, as SQL made once. */
const STANDING_COLUMNS = sql.raw([...POST_AUTHOR_COLUMNS, 'host', 'is_frozen', 'suspended_at'].join(', '));

/**
 * What a list of someone's posts asks of its author: who they are (as their posts show them, so a cold page's
 * hydration need not read them again), where from, and whether they are active.
 * Raw SQL: on this warm path Kysely's builder cost more CPU than the statement.
 */
export async function userStandingRow(db: Db, where: UserKey) {
  const [column, value] = keyColumn(where);
  const result = await sql<PostAuthorRow & Pick<UserRow, 'host' | 'is_frozen' | 'suspended_at'>>`
    select ${STANDING_COLUMNS} from users where ${column} = ${value}`.execute(db);
  return result.rows[0];
}

/** A person's whole row (raw SQL, as `userStandingRow`). */
export async function userRow(db: Db, where: UserKey) {
  const [column, value] = keyColumn(where);
  const result = await sql<UserRow>`select * from users where ${column} = ${value}`.execute(db);
  return result.rows[0];
}

export async function userWithBlocks(db: Db, viewerId: string | null, where: UserKey) {
  const query = usersWithRelations(db, viewerId);
  return (
    'id' in where ? query.where('users.id', '=', where.id) : query.where('users.username', '=', where.username)
  ).executeTakeFirst();
}

export async function usersWithBlocks(db: Db, viewerId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return usersWithRelations(db, viewerId).where('users.id', 'in', ids).execute();
}

/** Whether the recipient muted the sender, or a block stands between them either way. */
export async function silencedBetween(db: Db, recipientId: string, senderId: string): Promise<boolean> {
  const result = await sql<{ found: number }>`
    select 1 as found from mutes where muter_id = ${recipientId} and muted_id = ${senderId}
    union all select 1 from blocks where blocker_id = ${recipientId} and blocked_id = ${senderId}
    union all select 1 from blocks where blocker_id = ${senderId} and blocked_id = ${recipientId}
    limit 1`.execute(db);
  return result.rows.length > 0;
}

/** The authors and texts of reposted originals, for judging feed candidates before they are hydrated. */
export async function originalsOf(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('posts').select(['id', 'author_id', 'text', 'spoiler']).where('id', 'in', ids).execute();
}

/** Which of these readers muted one of these people, or have a block with one of them either way. */
export async function readersSilencing(db: Db, readerIds: readonly string[], peopleIds: readonly string[]) {
  const readers = sql.join(readerIds);
  const people = sql.join(peopleIds);
  const result = await sql<{ reader_id: string }>`
    select muter_id as reader_id from mutes where muter_id in (${readers}) and muted_id in (${people})
    union select blocker_id from blocks where blocker_id in (${readers}) and blocked_id in (${people})
    union select blocked_id from blocks where blocked_id in (${readers}) and blocker_id in (${people})`.execute(db);
  return result.rows.map((row) => row.reader_id);
}

/** These readers' muted words. */
export async function mutedWordsOf(db: Db, readerIds: readonly string[]) {
  if (readerIds.length === 0) return [];
  return db.selectFrom('muted_words').select(['user_id', 'word']).where('user_id', 'in', readerIds).execute();
}
