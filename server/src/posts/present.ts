import type { AppContext } from '../context.js';
import type { PostRow } from '../db/tables/posts.js';
import { type PostScope, type Viewer, visiblePosts } from '../visibility/index.js';
import { withoutOthersFollowersOnly } from './followers-only.js';
import { hydratePostIds, hydratePosts } from './hydrate.js';
import { marksAmong, type SubjectMark } from './queries.js';
import type { PostView } from './views.js';

/** The post a card's actions act on: a plain repost's original, else the post itself. */
export const actedOn = (post: PostView) => (post.plainRepost && post.repostOf ? post.repostOf._id : post._id);

/** The viewer's own fields (`bookmarked`, `reposted`; of the original for a plain repost) from their marks. */
export function withMarks(viewerId: string, posts: PostView[], marks: readonly SubjectMark[]): PostView[] {
  const bookmarked = new Set(marks.flatMap((m) => (m.kind === 'bookmark' ? [m.subject] : [])));
  const reposted = new Set(marks.flatMap((m) => (m.kind === 'repost' && m.author_id === viewerId ? [m.subject] : [])));
  return posts.map((post) => ({
    ...post,
    bookmarked: bookmarked.has(actedOn(post)),
    reposted: reposted.has(actedOn(post)),
  }));
}

/**
 * The viewer's own fields in one statement per page for a logged-in viewer. Added on copies after the cache
 * and the visibility policy: cached views are shared by every reader.
 */
export async function withViewerFields(
  ctx: AppContext,
  viewerId: string | null,
  posts: PostView[],
): Promise<PostView[]> {
  if (!viewerId || posts.length === 0) return posts;
  return withMarks(viewerId, posts, await marksAmong(ctx.db, viewerId, [...new Set(posts.map(actedOn))], false));
}

/** What every post read path sends: views from the cache or the database, as the policy lets the viewer see them. */
export async function presentPosts(
  ctx: AppContext,
  viewer: Viewer,
  rows: readonly PostRow[],
  scope: PostScope,
): Promise<PostView[]> {
  const shown = withoutOthersFollowersOnly(viewer, rows);
  return withViewerFields(ctx, viewer.id, visiblePosts(viewer, await hydratePosts(ctx, shown), scope));
}

/** The same from post ids whose followers-only posts the query already judged: a warm page runs one statement. */
export async function presentPostIds(
  ctx: AppContext,
  viewer: Viewer,
  ids: readonly string[],
  scope: PostScope,
): Promise<PostView[]> {
  return withViewerFields(ctx, viewer.id, visiblePosts(viewer, await hydratePostIds(ctx, ids), scope));
}
