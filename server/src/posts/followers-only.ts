import type { PostRow } from '../db/tables/posts.js';
import type { Viewer } from '../visibility/index.js';

/**
 * A remote post addressed to its author's followers only is shown to the people here who follow its author
 * and to no one else (visitors included). No query: the reader's context holds whom they follow.
 */
export function withoutOthersFollowersOnly(viewer: Viewer, rows: readonly PostRow[]): readonly PostRow[] {
  if (!rows.some((row) => row.followers_only === 1)) return rows;
  return rows.filter((row) => row.followers_only !== 1 || viewer.following.has(row.author_id));
}
