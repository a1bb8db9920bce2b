import type { AppContext } from '../context.js';
import { isId } from '../db/ids.js';
import { forbidden, notFound } from '../errors.js';
import { postMessages } from './messages.js';
import { findPostById } from './queries.js';
import { removePost } from './removal.js';

/**
 * `DELETE /api/posts/:postId/replies/:replyId` (the seed's route): a reply's author may delete it, and so may
 * the owner of the post it answers (their thread, their say); anyone else gets 403. A reply that is not on
 * that post does not exist for this route. It goes like any post: a placeholder stays while it has replies.
 */
export async function deleteReplyAs(ctx: AppContext, userId: string, postId: string, replyId: string): Promise<void> {
  const reply = isId(replyId) ? await findPostById(ctx.db, replyId) : undefined;
  if (!reply || reply.deleted_at !== null || reply.reply_to !== postId) throw notFound(postMessages.REPLY_NOT_FOUND);
  if (reply.author_id !== userId) {
    const post = await findPostById(ctx.db, postId);
    if (post?.author_id !== userId) throw forbidden(postMessages.REPLY_DELETE_FORBIDDEN);
  }
  await removePost(ctx, reply);
}
