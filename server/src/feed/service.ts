import type { AppContext } from '../context.js';
import { followingIds } from '../follows/queries.js';
import { hydratePosts } from '../posts/hydrate.js';
import type { Paging } from '../posts/paging.js';
import type { PostView } from '../posts/views.js';
import { loadViewer, visiblePosts } from '../visibility/index.js';
import { newestPostsOf, rowsInOrder } from './queries.js';
import { visibleToReader } from './read-filter.js';
import { timelinePage } from './timeline.js';

/** The short-video feed reads from follows: the people followed and the reader, video posts only. */
async function videoPage(ctx: AppContext, userId: string, paging: Paging) {
  const authors = [userId, ...(await followingIds(ctx.db, userId, null, 'unordered'))];
  const take = paging.offset + paging.limit;
  const refs = await newestPostsOf(ctx.db, ctx.engine, authors, { before: paging.before, take, videoOnly: true });
  const rows = await rowsInOrder(ctx.db, refs.slice(paging.offset, take));
  return visibleToReader(ctx, userId, rows);
}

/** The home feed: my posts and those of the people I follow, newest first (`videoOnly` for the video feed). */
export async function homeFeed(
  ctx: AppContext,
  userId: string,
  paging: Paging,
  options: { videoOnly: boolean },
): Promise<PostView[]> {
  const rows = options.videoOnly ? await videoPage(ctx, userId, paging) : await timelinePage(ctx, userId, paging);
  const [posts, viewer] = await Promise.all([hydratePosts(ctx, rows), loadViewer(ctx.db, userId)]);
  // Rows were judged by visibleToReader; this takes blocked people's likes and replies out of what is shown.
  return visiblePosts(viewer, posts, 'feed');
}
