import type { AppContext } from '../context.js';
import type { Paging } from '../db/pagination.js';
import { followingIds } from '../follows/queries.js';
import { presentPosts } from '../posts/present.js';
import type { PostView } from '../posts/views.js';
import { fillPage, loadViewer, type Viewer } from '../visibility/index.js';
import { newestPostsOf, rowsInOrder } from './queries.js';
import { visibleToReader } from './read-filter.js';
import { withRepostedBy } from './repost-groups.js';
import { timelinePage } from './timeline.js';

/**
 * The short-video feed reads from follows: the people followed and the reader, video posts only. The policy
 * judges rows after the query (muted words, mutes, blocks), so `fillPage` reads on until the page is full.
 */
async function videoPage(ctx: AppContext, reader: Viewer, paging: Paging) {
  const userId = reader.id ?? '';
  const authors = [userId, ...(await followingIds(ctx.db, userId, null, 'unordered'))];
  return fillPage(
    paging,
    async (before, take) =>
      rowsInOrder(ctx.db, await newestPostsOf(ctx.db, ctx.engine, authors, { before, take, videoOnly: true })),
    (rows) => visibleToReader(ctx, reader, rows),
  );
}

/** The home feed: my posts and those of the people I follow, newest first (`videoOnly` for the video feed). */
export async function homeFeed(
  ctx: AppContext,
  userId: string,
  paging: Paging,
  options: { videoOnly: boolean },
): Promise<PostView[]> {
  const reader = await loadViewer(ctx, userId);
  const rows = options.videoOnly ? await videoPage(ctx, reader, paging) : await timelinePage(ctx, reader, paging);
  // Rows were judged by visibleToReader; this takes blocked people's likes and replies out of what is shown.
  const posts = await presentPosts(ctx, reader, rows, 'feed');
  return options.videoOnly ? posts : withRepostedBy(ctx, reader, posts);
}
