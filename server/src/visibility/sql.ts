import { type RawBuilder, type SqlBool, sql } from 'kysely';

/**
 * SQL conditions for paged list queries: filtering inside the query keeps every page full. Each takes
 * the column (or users-table alias) of the person to judge, as written in the caller's query.
 */

const always = sql<SqlBool>`1 = 1`;

/** The account is neither frozen nor suspended: `usersAlias` is the alias of a joined `users` row. */
export function isActiveUser(usersAlias: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${sql.ref(`${usersAlias}.is_frozen`)} = 0 and ${sql.ref(`${usersAlias}.suspended_at`)} is null)`;
}

/** Neither the viewer blocked the person nor the person the viewer; always true for visitors. */
export function notBlockedWith(viewerId: string | null, userIdColumn: string): RawBuilder<SqlBool> {
  if (!viewerId) return always;
  const user = sql.ref(userIdColumn);
  return sql<SqlBool>`(not exists (select 1 from blocks where blocks.blocker_id = ${viewerId} and blocks.blocked_id = ${user})
    and not exists (select 1 from blocks where blocks.blocker_id = ${user} and blocks.blocked_id = ${viewerId}))`;
}

/** The viewer has not muted the person; always true for visitors. */
export function notMutedBy(viewerId: string | null, userIdColumn: string): RawBuilder<SqlBool> {
  if (!viewerId) return always;
  return sql<SqlBool>`not exists (select 1 from mutes where mutes.muter_id = ${viewerId} and mutes.muted_id = ${sql.ref(userIdColumn)})`;
}

/** Active, and no block either way between the viewer and the person: who may appear in the viewer's lists. */
export function isVisibleUser(viewerId: string | null, usersAlias: string): RawBuilder<SqlBool> {
  if (!viewerId) return isActiveUser(usersAlias);
  return sql<SqlBool>`(${isActiveUser(usersAlias)} and ${notBlockedWith(viewerId, `${usersAlias}.id`)})`;
}

/**
 * An account its owner may still get back into (a password reset): not a deleted person's stand-in and not
 * suspended. A frozen one may, since logging in again unfreezes it.
 */
export function isRecoverableAccount(usersAlias: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`(${sql.ref(`${usersAlias}.deleted_at`)} is null and ${sql.ref(`${usersAlias}.suspended_at`)} is null)`;
}
