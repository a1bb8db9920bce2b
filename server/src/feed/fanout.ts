import type { AppContext } from '../context.js';
import { findPostById } from '../posts/queries.js';
import type { RunningJob } from '../queue/job-queue.js';
import type { FollowBackfill, PostFanout } from './fanout-jobs.js';
import {
  findTimeline,
  followerBatch,
  hasMoreFollowersThan,
  insertEntries,
  isBigAuthor,
  markBigAuthor,
  raiseHorizon,
  recentPostIdsOf,
  TIMELINE_LENGTH,
  trimTimeline,
} from './timeline-queries.js';

/**
 * Each delivery trims the receiving timeline with this probability: a timeline is trimmed about once every
 * 64 posts it receives, so it stays near TIMELINE_LENGTH without a delete per delivery.
 */
const TRIM_ONE_IN = 64;

/**
 * One batch of a `fanout.post` job: the next followers' timelines get the post; the job's cursor (its state)
 * moves past them in the same commit. True when the job is done.
 */
export async function spreadPostBatch(
  ctx: AppContext,
  fanout: PostFanout,
  job: RunningJob,
  batchSize: number,
): Promise<boolean> {
  const { postId, authorId } = fanout;
  if (job.state === '') {
    if (!(await findPostById(ctx.db, postId))) return true;
    if (await hasMoreFollowersThan(ctx.db, authorId, ctx.config.fanoutMaxFollowers)) {
      await markBigAuthor(ctx.db, authorId);
      ctx.events.emit('feed.bigAuthor', { authorId });
      return true;
    }
  }
  const followers = await followerBatch(ctx.db, authorId, job.state, batchSize);
  if (followers.length === 0) return true;
  const cursor = followers[followers.length - 1] ?? job.state;
  const entries = followers.map((userId) => ({ user_id: userId, post_id: postId, author_id: authorId }));
  const trimmed = followers.filter(() => Math.random() * TRIM_ONE_IN < 1);
  // Issued together, the writes share one commit (one fsync on SQLite). Should the process die between
  // them, the entries are written again from the previous cursor: inserting is idempotent.
  await Promise.all([
    insertEntries(ctx.db, entries),
    job.checkpoint(cursor),
    ...trimmed.map((userId) => trimTimeline(ctx.db, userId)),
  ]);
  ctx.events.emit('feed.delivered', { postId, authorId, followerIds: followers });
  return followers.length < batchSize;
}

/** A `fanout.follow` job: the followee's recent posts go into the follower's timeline, if it has one yet. */
export async function backfillFollow(ctx: AppContext, backfill: FollowBackfill): Promise<void> {
  await backfillFollower(ctx, backfill.followerId, backfill.authorId);
}

/** Puts the author's recent posts into one follower's timeline; idempotent (the follow's job may repeat it). */
export async function backfillFollower(ctx: AppContext, followerId: string, authorId: string): Promise<void> {
  const timeline = await findTimeline(ctx.db, followerId);
  // No timeline yet: its first read builds it from follows, this one included. Big authors are merged at read time.
  if (!timeline || (await isBigAuthor(ctx.db, authorId))) return;
  const postIds = await recentPostIdsOf(ctx.db, authorId, timeline.horizon);
  await insertEntries(
    ctx.db,
    postIds.map((postId) => ({ user_id: followerId, post_id: postId, author_id: authorId })),
  );
  const oldest = postIds[postIds.length - 1];
  // The author has more posts below the ones taken: the timeline is only complete above the oldest taken.
  if (postIds.length === TIMELINE_LENGTH && oldest) await raiseHorizon(ctx.db, followerId, oldest);
  await trimTimeline(ctx.db, followerId);
  ctx.events.emit('timelines.changed', { userIds: [followerId] });
}
