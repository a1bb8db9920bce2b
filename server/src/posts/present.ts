import { bookmarkedAmong } from '../bookmarks/queries.js';
import type { AppContext } from '../context.js';
import { type PostScope, type Viewer, visiblePosts } from '../visibility/index.js';
import { hydratePosts } from './hydrate.js';
import type { PostRow } from './queries.js';
import type { PostView } from './views.js';

/**
 * The viewer's own fields (`bookmarked`), for a logged-in viewer, in one query per page. Added on copies
 * after the cache and the visibility policy: cached views are shared by every reader.
 */
export async function withViewerFields(
  ctx: AppContext,
  viewerId: string | null,
  posts: PostView[],
): Promise<PostView[]> {
  if (!viewerId || posts.length === 0) return posts;
  const bookmarked = new Set(
    await bookmarkedAmong(
      ctx.db,
      viewerId,
      posts.map((post) => post._id),
    ),
  );
  return posts.map((post) => ({ ...post, bookmarked: bookmarked.has(post._id) }));
}

/** What every post read path sends: views from the cache or the database, as the policy lets the viewer see them. */
export async function presentPosts(
  ctx: AppContext,
  viewer: Viewer,
  rows: readonly PostRow[],
  scope: PostScope,
): Promise<PostView[]> {
  return withViewerFields(ctx, viewer.id, visiblePosts(viewer, await hydratePosts(ctx, rows), scope));
}
