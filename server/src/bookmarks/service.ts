import type { AppContext } from '../context.js';
import { isId, newId } from '../db/ids.js';
import { PAGE_SIZE, pagingMessages } from '../db/pagination.js';
import { badRequest } from '../errors.js';
import { postMessages } from '../posts/messages.js';
import { presentPosts } from '../posts/present.js';
import { actionTarget, assertMayActOn } from '../posts/service.js';
import type { PostView } from '../posts/views.js';
import { fillPage, loadViewer } from '../visibility/index.js';
import { bookmarkIdOf, bookmarksPage, deleteBookmark, insertBookmark } from './queries.js';

/** Bookmark, or remove the bookmark; private to the person, so nobody is notified. */
export async function toggleBookmark(
  ctx: AppContext,
  userId: string,
  postId: string,
): Promise<{ bookmarked: boolean }> {
  const post = await actionTarget(ctx, postId);
  await assertMayActOn(ctx, userId, post);
  await ctx.limits.consume('bookmarksPerUser', userId);
  const removed = await deleteBookmark(ctx.db, userId, post.id);
  if (!removed)
    await insertBookmark(ctx.db, { user_id: userId, post_id: post.id, id: newId(), created_at: ctx.clock() });
  ctx.events.emit('bookmarks.changed', { userId });
  return { bookmarked: !removed };
}

/**
 * My bookmarked posts, most recently bookmarked first, 20 a page; `before` is the last post of the previous
 * page. Posts the policy hides from me (a block, a frozen or suspended author) are left out.
 */
export async function myBookmarks(ctx: AppContext, userId: string, before: string | undefined): Promise<PostView[]> {
  let cursor: string | undefined;
  if (before !== undefined) {
    if (!isId(before)) throw badRequest(pagingMessages.PAGE_CURSOR_INVALID);
    cursor = await bookmarkIdOf(ctx.db, userId, before);
    if (!cursor) throw badRequest(postMessages.BOOKMARK_CURSOR_INVALID);
  }
  const viewer = await loadViewer(ctx, userId);
  return fillPage(
    { before: cursor, limit: PAGE_SIZE, offset: 0 },
    async (after, take) =>
      (await bookmarksPage(ctx.db, userId, { before: after, limit: take })).map(({ bookmark_id, ...post }) => ({
        id: bookmark_id,
        post,
      })),
    (rows) =>
      presentPosts(
        ctx,
        viewer,
        rows.map((row) => row.post),
        'list',
      ),
  );
}
