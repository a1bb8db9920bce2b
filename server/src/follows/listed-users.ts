import type { Db } from '../db/schema.js';
import type { UserRow } from '../db/tables/users.js';
import { type ListedUser, toListedUser } from '../users/views.js';
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
