import type { SessionUser } from '../auth/session-user.js';
import type { AppContext } from '../context.js';
import { isForeignKeyViolation } from '../db/errors.js';
import type { Paging } from '../db/pagination.js';
import type { PostRow } from '../db/tables/posts.js';
import { forbidden, notFound } from '../errors.js';
import type { NotificationCause } from '../notifications/service.js';
import { fillPage, findVisibleUser, isBlockedWith, loadViewer, visibilityMessages } from '../visibility/index.js';
import { postMessages } from './messages.js';
import { presentPosts } from './present.js';
import { findPostById } from './queries.js';
import { authorRepliesPage } from './reply-queries.js';
import { actionTarget, assertMayActOn, cleanContent, type NewPost, presented, storePost } from './service.js';
import { threadPostsByIds } from './thread-posts.js';
import { type ReplyAnswer, type ThreadPost, toReplyAnswer } from './views.js';

export type NewReply = Omit<NewPost, 'postedBy'>;

const replyRules = { empty: postMessages.REPLY_TEXT_REQUIRED, length: postMessages.REPLY_TEXT_TOO_LONG };

/** Nobody replies inside the thread of someone a block stands between them and (as on Threads and X). */
async function assertMayJoinThread(ctx: AppContext, userId: string, parent: PostRow): Promise<void> {
  if (!parent.thread_root) return;
  const root = await findPostById(ctx.db, parent.thread_root);
  if (!root || root.author_id === userId || root.author_id === parent.author_id) return;
  if (isBlockedWith(await loadViewer(ctx, userId), root.author_id)) throw forbidden(visibilityMessages.USER_BLOCKED);
}

/**
 * A reply is a post with a parent: the post's rules and media, and its words (tags, mentions), in one
 * transaction with the parent author's notification. Replying to a plain repost answers its original. A
 * reply is not fanned out to followers' home feeds: it lives in its thread, on its page and on its author's
 * Replies tab.
 */
export async function replyToPost(
  ctx: AppContext,
  user: SessionUser,
  postId: string,
  input: NewReply,
): Promise<ReplyAnswer> {
  const content = cleanContent(input, replyRules);
  const parent = await actionTarget(ctx, postId);
  await assertMayActOn(ctx, user.id, parent);
  await assertMayJoinThread(ctx, user.id, parent);
  const replied = (id: string): NotificationCause => ({
    type: 'reply',
    senderId: user.id,
    recipientId: parent.author_id,
    postId: parent.id,
    subjectId: id,
  });
  const row = await ctx.limits
    .spend('postsPerUser', user.id, () =>
      storePost(ctx, user.id, content, parent, async (_trx, reply) => [replied(reply.id)]),
    )
    .catch((error: unknown) => {
      // The parent was deleted between the check and the write.
      throw isForeignKeyViolation(error) ? notFound(postMessages.POST_NOT_FOUND) : error;
    });
  // The parent's view lists its replies and counts them.
  ctx.events.emit('posts.changed', { postIds: [parent.id] });
  return toReplyAnswer(await presented(ctx, user.id, row));
}

export interface UserReplyItem {
  reply: ReplyAnswer;
  post: ThreadPost;
}

/**
 * A person's replies newest first, each with the post it answers as the viewer may see it: a placeholder
 * when that was deleted or its author is hidden from the viewer.
 */
export async function userReplies(
  ctx: AppContext,
  viewerId: string | null,
  userKey: string,
  paging: Paging,
): Promise<UserReplyItem[]> {
  const { user, viewer } = await findVisibleUser(ctx, viewerId, userKey);
  return fillPage(
    paging,
    (before, take) => authorRepliesPage(ctx.db, user.id, { before, limit: take, offset: 0 }),
    async (rows) => {
      const replies = await presentPosts(ctx, viewer, rows, 'list');
      const parents = await threadPostsByIds(
        ctx,
        viewer,
        replies.flatMap((reply) => (reply.replyTo ? [reply.replyTo._id] : [])),
      );
      return replies.flatMap((reply) => {
        const parent = reply.replyTo && parents.get(reply.replyTo._id);
        return parent ? [{ reply: toReplyAnswer(reply), post: parent }] : [];
      });
    },
  );
}
