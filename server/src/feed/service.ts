import type { AppContext } from '../context.js';
import type { Paging } from '../db/pagination.js';
import type { ListedPost } from '../posts/list-json.js';
import { ownFieldsBy, presentPosts } from '../posts/present.js';
import { marksAmong } from '../posts/queries.js';
import type { PostView } from '../posts/views.js';
import { cachedViewer, fillPage, loadViewer, type Viewer } from '../visibility/index.js';
import { cachedFirstPageMarks, readFirstPageMarks } from './page-marks.js';
import { newestPostsOf, rowsInOrder } from './queries.js';
import { visibleToReader } from './read-filter.js';
import { feedReposts, repostersBySubject, subjectOf } from './repost-groups.js';
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
 * The home timeline's page (not the video feed) as shared views with the reader's own fields beside them.
 * A later page is two statements (the timeline with its entries; the viewer's marks with the page's plain
 * reposts), three when the reader follows big authors; a first page read again unchanged none, or one (the big
 * authors' posts): its entries (`first-page.ts`) and marks (`page-marks.ts`) are kept in memory. What memory
 * holds is taken without a promise: each await costs a turn of the microtask queue and ~400 bytes.
 */
export async function homeTimeline(ctx: AppContext, userId: string, paging: Paging): Promise<ListedPost[]> {
  const reader = cachedViewer(ctx, userId) ?? (await loadViewer(ctx, userId));
  const posts = await timelinePage(ctx, reader, paging);
  const firstPage = paging.before === undefined && paging.offset === 0;
  // Each subject once: the page shows each post once (`showEachPostOnce`).
  const marks = firstPage
    ? (cachedFirstPageMarks(ctx, userId, posts) ?? (await readFirstPageMarks(ctx, userId, posts.map(subjectOf))))
    : await marksAmong(ctx.db, userId, posts.map(subjectOf), true);
  const ownOf = ownFieldsBy(userId, marks);
  const reposts = feedReposts(ctx, reader, marks);
  const reposters = reposts.length > 0 ? await repostersBySubject(ctx, reposts) : undefined;
  return posts.map((view) => {
    const own = ownOf(view);
    const repostedBy = reposters?.get(subjectOf(view));
    return { view, own: repostedBy ? { ...own, repostedBy } : own };
  });
}

/** The home feed: my posts and those of the people I follow, newest first (`videoOnly` for the video feed). */
export async function homeFeed(
  ctx: AppContext,
  userId: string,
  paging: Paging,
  options: { videoOnly: boolean },
): Promise<PostView[]> {
  if (options.videoOnly) {
    const reader = await loadViewer(ctx, userId);
    return presentPosts(ctx, reader, await videoPage(ctx, reader, paging), 'feed');
  }
  return (await homeTimeline(ctx, userId, paging)).map(({ view, own }) => ({ ...view, ...own }));
}
