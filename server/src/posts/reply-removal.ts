import type { AppContext } from '../context.js';
import { isId } from '../db/ids.js';
import type { RepliesTable } from '../db/tables/replies.js';
import { forbidden, notFound } from '../errors.js';
import { deleteNotificationsBySubject } from '../notifications/queries.js';
import { deleteReply, findPostById, findReplyById } from './queries.js';
import { postMessages } from './validation.js';

/** Removes a reply whoever asks (its author, the post's owner, an admin acting on a report), with its notification. */
export async function removeReply(ctx: AppContext, reply: RepliesTable): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await deleteNotificationsBySubject(trx, [reply.id]);
    await deleteReply(trx, reply.id);
  });
  // The post's view carries its replies and their count.
  await ctx.cache.postsChanged([reply.post_id]);
}

/**
 * A reply's author may delete it, and so may the owner of the post it answers (their thread, their say);
 * anyone else gets 403. A reply that is not on that post does not exist for this route.
 */
export async function deleteReplyAs(ctx: AppContext, userId: string, postId: string, replyId: string): Promise<void> {
  const reply = isId(replyId) ? await findReplyById(ctx.db, replyId) : undefined;
  if (!reply || reply.post_id !== postId) throw notFound(postMessages.replyNotFound);
  if (reply.user_id !== userId) {
    const post = await findPostById(ctx.db, postId);
    if (post?.author_id !== userId) throw forbidden(postMessages.deleteOthersReply);
  }
  await removeReply(ctx, reply);
}
