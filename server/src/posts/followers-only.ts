import type { PostRow } from '../db/tables/posts.js';
import type { Viewer } from '../visibility/index.js';

/**
 * A remote post addressed to its author's followers only is shown to the people here who follow its author
 * and to no one else (visitors included). No query: the reader's context holds whom they follow.
 */
export const mayReadFollowersOnly = (viewer: Viewer, authorId: string) => viewer.following.has(authorId);

export function withoutOthersFollowersOnly<Row extends Pick<PostRow, 'author_id' | 'followers_only'>>(
  viewer: Viewer,
  rows: readonly Row[],
): readonly Row[] {
  if (!rows.some((row) => row.followers_only === 1)) return rows;
  return rows.filter((row) => row.followers_only !== 1 || mayReadFollowersOnly(viewer, row.author_id));
}

/**
 * Whether a list of one author's posts must leave out their followers-only posts for this viewer. Only
 * remote people's posts can be followers-only, so a page of one of ours never asks.
 */
export const hidesFollowersOnlyOf = (viewer: Viewer, author: { id: string; host: string | null }) =>
  author.host !== null && !mayReadFollowersOnly(viewer, author.id);
