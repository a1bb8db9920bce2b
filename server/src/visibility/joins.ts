import type { SelectQueryBuilder, StringReference } from 'kysely';
import type { Database, Db } from '../db/schema.js';
import type { UsersTable } from '../db/tables/users.js';
import { isVisibleUser } from './sql.js';

type WithUsers<DB, A extends string> = DB & { [K in A]: UsersTable };

/**
 * Joins the person a row is by or about (`column`: a post's author, a like's or a view's person, someone
 * followed, blocked or muted) as `alias` and keeps only the rows whose person the viewer may see: active
 * (not frozen, not suspended) and, for a logged-in viewer, no block either way. Visitors and reads on no
 * one's behalf pass `null` (active only). A query that reaches people this way cannot leave the rule out.
 */
export function joinVisibleAuthor<DB extends Database, TB extends keyof DB, O, A extends string = 'users'>(
  query: SelectQueryBuilder<DB, TB, O>,
  column: StringReference<DB, TB>,
  viewerId: string | null,
  alias: A = 'users' as A,
): SelectQueryBuilder<WithUsers<DB, A>, TB | A, O> {
  // Kysely cannot follow a join whose table and column are generic; the signature above says what it does.
  const untyped = query as unknown as SelectQueryBuilder<Database, 'users', O>;
  const joined = untyped
    .innerJoin(
      (alias === 'users' ? 'users' : `users as ${alias}`) as 'users',
      `${alias}.id` as 'users.id',
      column as 'users.id',
    )
    .where(isVisibleUser(viewerId, alias));
  return joined as unknown as SelectQueryBuilder<WithUsers<DB, A>, TB | A, O>;
}

/** The people the viewer may see (all of `users` for a visitor: the active ones), as a query to go on from. */
export function visibleUsers(db: Db, viewerId: string | null) {
  return db.selectFrom('users').where(isVisibleUser(viewerId, 'users'));
}
