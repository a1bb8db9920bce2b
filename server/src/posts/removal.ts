import type { AppContext } from '../context.js';
import { isForeignKeyViolation } from '../db/errors.js';
import { isId } from '../db/ids.js';
import type { Db } from '../db/schema.js';
import type { PostRow } from '../db/tables/posts.js';
import { forbidden, notFound } from '../errors.js';
import { federatePost } from '../federation/post-jobs.js';
import { dropPostFanout } from '../feed/fanout-jobs.js';
import { deleteMedia } from '../media/service.js';
import { deleteNotificationsBySubject } from '../notifications/queries.js';
import { postMessages } from './messages.js';
import { deleteBarePlaceholdersAbove, emptyIntoPlaceholders } from './placeholder-queries.js';
import { bareRepostIds, deletePosts, findPostById } from './queries.js';
import { directReplyIds } from './reply-queries.js';

/** A post that still exists and is not a placeholder, else 404. */
export async function livePost(ctx: AppContext, id: string): Promise<PostRow> {
  const post = isId(id) ? await findPostById(ctx.db, id) : undefined;
  if (!post || post.deleted_at !== null) throw notFound(postMessages.POST_NOT_FOUND);
  return post;
}

/** Owner only. */
export async function deletePost(ctx: AppContext, userId: string, id: string): Promise<void> {
  const post = await livePost(ctx, id);
  if (post.author_id !== userId) throw forbidden(postMessages.POST_DELETE_FORBIDDEN);
  await removePost(ctx, post);
}

/**
 * In one transaction: the post's bare reposts and the notifications it caused go; then a post with replies
 * becomes a placeholder, and one without is deleted (its likes, bookmarks and tags cascade), taking with it
 * the placeholders above it that it was the last reply of. Returns every post id whose view changed.
 */
async function erase(trx: Db, post: PostRow, now: number): Promise<string[]> {
  const reposts = await bareRepostIds(trx, post.id);
  await deleteNotificationsBySubject(trx, [post.id, ...reposts]);
  await dropPostFanout(trx, post.id);
  await deletePosts(trx, reposts);
  const replies = await directReplyIds(trx, post.id);
  if (replies.length > 0) {
    await emptyIntoPlaceholders(trx, [post.id], now);
    // Their `replyTo` no longer names its author.
    return [post.id, ...replies];
  }
  await deletePosts(trx, [post.id]);
  return [post.id, ...(await deleteBarePlaceholdersAbove(trx, post.reply_to))];
}

/**
 * Removes a post whoever asks (its owner, its parent's owner for a reply, or an admin acting on a report).
 * "This post was deleted" stays in its thread while it has replies (as on Threads); otherwise it goes. A
 * reply landing between the check and the delete fails the delete on its foreign key: the retry sees it.
 */
export async function removePost(ctx: AppContext, post: PostRow): Promise<void> {
  let changed: string[] = [];
  for (let attempt = 1; ; attempt++) {
    try {
      changed = await ctx.db.transaction().execute(async (trx) => {
        await federatePost(ctx, trx, 'delete', post);
        return erase(trx, post, ctx.clock());
      });
      break;
    } catch (error) {
      if (attempt >= 3 || !isForeignKeyViolation(error)) throw error;
    }
  }
  ctx.events.emit('jobs.queued', {});
  // Reposts embedding it and the parent listing it depend on it in the view cache.
  ctx.events.emit('posts.changed', { postIds: [...changed, ...(post.reply_to ? [post.reply_to] : [])] });
  await deleteMedia(ctx, [post.img, post.video]);
}
