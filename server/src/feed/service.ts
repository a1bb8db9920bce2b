import type { AppContext } from '../context.js';
import type { Paging } from '../db/pagination.js';
import { actedOn, presentPosts, withMarks } from '../posts/present.js';
import { marksAmong } from '../posts/queries.js';
import type { PostView } from '../posts/views.js';
import { fillPage, loadViewer, type Viewer } from '../visibility/index.js';
import { newestPostsOf, rowsInOrder } from './queries.js';
import { visibleToReader } from './read-filter.js';
import { withRepostedBy } from './repost-groups.js';
import { feedAuthors, timelinePage } from './timeline.js';

/**
 * The short-video feed reads from follows: the people followed and the reader, video posts only. The policy
 * judges rows after the query (muted words, mutes, blocks), so `fillPage` reads on until the page is full.
 */
async function videoPage(ctx: AppContext, reader: Viewer, paging: Paging) {
  const authors = feedAuthors(ctx, reader);
  return fillPage(
    paging,
    async (before, take) =>
      rowsInOrder(ctx.db, await newestPostsOf(ctx.db, ctx.engine, authors, { before, take, videoOnly: true })),
    (rows) => visibleToReader(ctx, reader, rows),
  );
}

/**
 * The home feed: my posts and those of the people I follow, newest first (`videoOnly` for the video feed).
 * A warm timeline page is two statements (the timeline with its entries; the viewer's marks with the page's
 * plain reposts), three when the reader follows big authors.
 */
export async function homeFeed(
  ctx: AppContext,
  userId: string,
  paging: Paging,
  options: { videoOnly: boolean },
): Promise<PostView[]> {
  const reader = await loadViewer(ctx, userId);
  if (options.videoOnly) return presentPosts(ctx, reader, await videoPage(ctx, reader, paging), 'feed');
  const posts = await timelinePage(ctx, reader, paging);
  const marks = await marksAmong(ctx.db, userId, [...new Set(posts.map(actedOn))], true);
  return withRepostedBy(ctx, reader, withMarks(userId, posts, marks), marks);
}
