import type { AppContext } from '../context.js';
import { findPostById } from '../posts/queries.js';
import { advanceJob, type FanoutJob } from './fanout-jobs.js';
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

/** How long a claim holds without being renewed; a job whose holder died is taken over after this. */
export const LEASE_MS = 5000;
/**
 * Each delivery trims the receiving timeline with this probability: a timeline is trimmed about once every
 * 64 posts it receives, so it stays near TIMELINE_LENGTH without a delete per delivery.
 */
const TRIM_ONE_IN = 64;

/**
 * One batch of a `post` job: the next followers' timelines get the post; the job's cursor moves past them
 * (here and in the table). True when the job is done.
 */
async function spreadPost(ctx: AppContext, job: FanoutJob, batchSize: number): Promise<boolean> {
  const postId = job.post_id;
  if (!postId) return true;
  if (job.cursor === '') {
    if (!(await findPostById(ctx.db, postId))) return true;
    if (await hasMoreFollowersThan(ctx.db, job.author_id, ctx.config.fanoutMaxFollowers)) {
      await markBigAuthor(ctx.db, job.author_id);
      return true;
    }
  }
  const followers = await followerBatch(ctx.db, job.author_id, job.cursor, batchSize);
  if (followers.length === 0) return true;
  job.cursor = followers[followers.length - 1] ?? job.cursor;
  const entries = followers.map((userId) => ({ user_id: userId, post_id: postId, author_id: job.author_id }));
  const trimmed = followers.filter(() => Math.random() * TRIM_ONE_IN < 1);
  // Issued together, the writes share one commit (one fsync on SQLite). Should the process die between
  // them, the entries are written again from the previous cursor: inserting is idempotent.
  await Promise.all([
    insertEntries(ctx.db, entries),
    advanceJob(ctx.db, job.id, job.cursor, Date.now() + LEASE_MS),
    ...trimmed.map((userId) => trimTimeline(ctx.db, userId)),
  ]);
  ctx.events.emit('feed.delivered', { postId, authorId: job.author_id, followerIds: followers });
  return followers.length < batchSize;
}

/** A `follow` job: the followee's recent posts go into the follower's timeline, if it has one yet. */
async function backfillFollow(ctx: AppContext, job: FanoutJob): Promise<boolean> {
  if (job.follower_id) await backfillFollower(ctx, job.follower_id, job.author_id);
  return true;
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
}

/** Runs the next batch of a claimed job; idempotent, so a batch repeated after a crash changes nothing. */
export async function runFanoutBatch(ctx: AppContext, job: FanoutJob, batchSize: number): Promise<boolean> {
  return job.kind === 'post' ? spreadPost(ctx, job, batchSize) : backfillFollow(ctx, job);
}
