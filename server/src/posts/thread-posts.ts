import type { AppContext } from '../context.js';
import type { PostRow } from '../db/tables/posts.js';
import { type PostScope, type Viewer, visibleReplies } from '../visibility/index.js';
import { presentPosts } from './present.js';
import { findPostsByIds } from './queries.js';
import { directRepliesOf } from './reply-queries.js';
import { type ReplyView, type ThreadPost, toHiddenPost, toReplyView } from './views.js';

/** The direct replies of posts whose views are not built (placeholders) that the viewer may see, oldest first. */
export async function repliesUnder(
  ctx: AppContext,
  viewer: Viewer,
  ids: readonly string[],
  scope: PostScope,
): Promise<Map<string, ReplyView[]>> {
  const byParent = new Map<string, ReplyView[]>();
  const replies = visibleReplies(viewer, (await directRepliesOf(ctx.db, ids)).map(toReplyView), scope);
  for (const reply of replies) byParent.set(reply.postId, [...(byParent.get(reply.postId) ?? []), reply]);
  return byParent;
}

/**
 * Posts of a thread as the viewer may see them, by id: the post as every read path presents it, or in its
 * place "This post was deleted." (a placeholder left by a post with replies) or "This post is unavailable."
 * (the policy hides it: a block, a frozen or suspended author; in the `thread` scope a mute or a muted word).
 */
export async function threadPostsOf(
  ctx: AppContext,
  viewer: Viewer,
  rows: readonly PostRow[],
  scope: PostScope = 'list',
): Promise<Map<string, ThreadPost>> {
  const posts = new Map<string, ThreadPost>(
    (await presentPosts(ctx, viewer, rows, scope)).map((post) => [post._id, post]),
  );
  const hidden = rows.filter((row) => !posts.has(row.id));
  if (hidden.length === 0) return posts;
  const replies = await repliesUnder(
    ctx,
    viewer,
    hidden.map((row) => row.id),
    scope,
  );
  for (const row of hidden) {
    const placeholder = row.deleted_at === null ? 'unavailable' : 'deleted';
    posts.set(row.id, toHiddenPost(row.id, placeholder, replies.get(row.id)?.length ?? 0));
  }
  return posts;
}

export async function threadPostsByIds(
  ctx: AppContext,
  viewer: Viewer,
  ids: readonly string[],
): Promise<Map<string, ThreadPost>> {
  return threadPostsOf(ctx, viewer, await findPostsByIds(ctx.db, [...new Set(ids)]));
}
