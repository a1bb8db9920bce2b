import type { Db } from '../db/schema.js';
import type { PostRow } from '../db/tables/posts.js';

/**
 * A remote post addressed to its author's followers only is shown to the people here who follow its author
 * and to no one else (visitors included). One query, and only for a page that has such a post.
 */
export async function withoutOthersFollowersOnly(
  db: Db,
  viewerId: string | null,
  rows: readonly PostRow[],
): Promise<readonly PostRow[]> {
  const limited = [...new Set(rows.filter((row) => row.followers_only === 1).map((row) => row.author_id))];
  if (limited.length === 0) return rows;
  const followed = viewerId
    ? await db
        .selectFrom('follows')
        .select('followee_id')
        .where('follower_id', '=', viewerId)
        .where('followee_id', 'in', limited)
        .execute()
    : [];
  const allowed = new Set(followed.map((row) => row.followee_id));
  return rows.filter((row) => row.followers_only !== 1 || allowed.has(row.author_id));
}
