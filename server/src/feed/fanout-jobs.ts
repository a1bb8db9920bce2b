import type { Db } from '../db/schema.js';
import { assertTransaction } from '../db/transactions.js';
import { enqueueJobs } from '../queue/enqueue.js';
import { dropJobsAbout } from '../queue/queries.js';
import { insertEntries } from './timeline-queries.js';

/** The job kinds of the fan-out in the house's queue (queue/), run by `feed/fanout-handlers.ts`. */
export const FANOUT_POST = 'fanout.post';
export const FANOUT_FOLLOW = 'fanout.follow';

/** `fanout.post`: put postId in every follower of authorId's timeline (the job's state is the last follower done). */
export interface PostFanout {
  postId: string;
  authorId: string;
}

/** `fanout.follow`: put authorId's recent posts in followerId's timeline. */
export interface FollowBackfill {
  authorId: string;
  followerId: string;
}

/**
 * Queued in the transaction of the post it spreads, so an acknowledged post always has its job. The author's
 * own timeline gets the post right here: their feed shows it as soon as the post is acknowledged.
 */
export async function enqueuePostFanout(db: Db, post: { id: string; author_id: string }): Promise<void> {
  assertTransaction(db, 'enqueuePostFanout');
  await insertEntries(db, [{ user_id: post.author_id, post_id: post.id, author_id: post.author_id }]);
  const payload: PostFanout = { postId: post.id, authorId: post.author_id };
  await enqueueJobs(db, [{ kind: FANOUT_POST, payload, subject: post.id }]);
}

/** An undone post's fan-out still queued goes with it (a batch already running only adds entries reads drop). */
export async function dropPostFanout(db: Db, postId: string): Promise<void> {
  await dropJobsAbout(db, FANOUT_POST, postId);
}

/** Queued in the transaction of the follow: the followee's recent posts go into the follower's timeline. */
export async function enqueueFollowBackfill(db: Db, followerId: string, followeeId: string): Promise<void> {
  assertTransaction(db, 'enqueueFollowBackfill');
  const payload: FollowBackfill = { authorId: followeeId, followerId };
  await enqueueJobs(db, [{ kind: FANOUT_FOLLOW, payload, subject: followerId }]);
}

/** A deleted person's queued fan-out goes with them (their ids are in its payload). */
export async function dropFanoutOf(db: Db, userId: string): Promise<void> {
  await db
    .deleteFrom('jobs')
    .where('kind', 'in', [FANOUT_POST, FANOUT_FOLLOW])
    .where('payload', 'like', `%"${userId}"%`)
    .execute();
}
