import type { AppContext } from '../context.js';
import { isUniqueViolation } from '../db/errors.js';
import { newId } from '../db/ids.js';
import type { Db } from '../db/schema.js';
import type { PostRow } from '../db/tables/posts.js';
import { badRequest, conflict, notFound } from '../errors.js';
import { federatePost } from '../federation/post-jobs.js';
import { dropPostFanout, enqueuePostFanout } from '../feed/fanout-jobs.js';
import { deleteFannedOutPost } from '../feed/timeline-queries.js';
import { deleteNotificationsBySubject } from '../notifications/queries.js';
import { writeAndNotifyAll } from '../notifications/service.js';
import { postMessages } from './messages.js';
import { deletePosts, findPlainRepost, insertPost } from './queries.js';
import { actionTarget, assertMayActOn, presented } from './service.js';
import { cleanText } from './validation.js';
import type { PostView } from './views.js';
import { indexPostWords } from './words-index.js';

/** A repost's row: a new post of the reposter's embedding the original (a remote one carries its activity id). */
export function repostRow(repost: {
  authorId: string;
  originalId: string;
  message: string;
  createdAt: number;
  uri?: string;
}): PostRow {
  return {
    id: newId(),
    author_id: repost.authorId,
    text: repost.message,
    img: null,
    video: null,
    poster: null,
    video_width: null,
    video_height: null,
    img_width: null,
    img_height: null,
    img_blurhash: null,
    repost_of: repost.originalId,
    created_at: repost.createdAt,
    edited_at: null,
    img_alt: '',
    spoiler: '',
    reply_to: null,
    thread_root: null,
    deleted_at: null,
    uri: repost.uri ?? null,
    url: null,
    followers_only: 0,
    reply_to_uri: null,
  };
}

/**
 * A new post of the reposter's embedding the original; reposting a plain repost reposts its original. With a
 * message it is a quote (any number); without, a plain repost, at most one per person and post: the unique
 * index `posts_one_plain_repost` decides between concurrent ones.
 */
export async function repost(
  ctx: AppContext,
  userId: string,
  input: { postId?: string; message?: string },
): Promise<PostView> {
  if (!input.postId) throw badRequest(postMessages.POST_ID_REQUIRED);
  const message = cleanText(input.message, postMessages.REPOST_MESSAGE_TOO_LONG);
  const original = await actionTarget(ctx, input.postId);
  await assertMayActOn(ctx, userId, original);
  if (!message && (await findPlainRepost(ctx.db, userId, original.id))) throw conflict(postMessages.REPOST_EXISTS);
  const row = repostRow({ authorId: userId, originalId: original.id, message, createdAt: ctx.clock() });
  const notification = {
    type: 'repost',
    senderId: userId,
    recipientId: original.author_id,
    postId: original.id,
    subjectId: row.id,
  } as const;
  const write = async (trx: Db) => {
    await insertPost(trx, row);
    await enqueuePostFanout(trx, row);
    const causes = await indexPostWords(trx, row, message);
    await federatePost(ctx, trx, message ? 'create' : 'announce', row);
    return [notification, ...causes];
  };
  try {
    await ctx.limits.spend('repostsPerUser', userId, () =>
      ctx.limits.spend('postsPerUser', userId, () => writeAndNotifyAll(ctx, write)),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(postMessages.REPOST_EXISTS);
    throw error;
  }
  ctx.events.emit('jobs.queued', {});
  ctx.events.emit('posts.changed', { postIds: [original.id] });
  ctx.events.emit('timelines.changed', { userIds: [userId] });
  return presented(ctx, userId, row);
}

/**
 * Undoes my plain repost of a post (or of a plain repost's original): the repost, its notification, its
 * queued fan-out and the timeline entries it was fanned out to go in one transaction. Answers the original
 * as I now see it.
 */
export async function undoRepost(ctx: AppContext, userId: string, postId: string): Promise<PostView> {
  const original = await actionTarget(ctx, postId);
  await presented(ctx, userId, original);
  const mine = await findPlainRepost(ctx.db, userId, original.id);
  if (!mine) throw notFound(postMessages.REPOST_NOT_FOUND);
  await ctx.db.transaction().execute(async (trx) => {
    await federatePost(ctx, trx, 'undo-announce', mine);
    await deleteNotificationsBySubject(trx, [mine.id]);
    await dropPostFanout(trx, mine.id);
    await deleteFannedOutPost(trx, mine);
    await deletePosts(trx, [mine.id]);
  });
  ctx.events.emit('jobs.queued', {});
  ctx.events.emit('posts.changed', { postIds: [original.id, mine.id] });
  return presented(ctx, userId, original);
}
