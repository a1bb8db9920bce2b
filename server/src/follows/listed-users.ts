import type { AppContext } from '../context.js';
import type { Db } from '../db/schema.js';
import type { UserRow, UserSummaryRow } from '../db/tables/users.js';
import { type ListedUser, toListedUser } from '../users/views.js';
import { loadViewer } from '../visibility/index.js';
import { visibleFollowIds } from './id-lists.js';
import { followersOfUsers } from './queries.js';

/**
 * Every list of people carries each one's `followers` (CONTRACT §3: a client decides Follow/Unfollow by whether its
 * own id is in there), as the viewer may see them: one query for the whole list.
 */
export async function listedUsers(db: Db, viewerId: string | null, rows: readonly UserRow[]): Promise<ListedUser[]> {
  const followers = await followersOfUsers(
    db,
    rows.map((row) => row.id),
    viewerId,
  );
  return rows.map((row) => toListedUser(row, followers.get(row.id) ?? []));
}

/**
 * The same for a short list (the suggestions), from each person's cached follower list (`id-lists.ts`) filtered
 * in memory: no statement once the lists are cached, where the query reads every follower of every person.
 */
export async function listedUsersFromCache(
  ctx: AppContext,
  viewerId: string | null,
  rows: readonly UserSummaryRow[],
): Promise<ListedUser[]> {
  const viewer = await loadViewer(ctx, viewerId);
  const followers = await Promise.all(rows.map((row) => visibleFollowIds(ctx, 'followers', row.id, viewer)));
  return rows.map((row, i) => toListedUser(row, followers[i] ?? []));
}
