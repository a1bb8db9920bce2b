import { sql } from 'kysely';
import { newId } from '../db/ids.js';
import type { Db, Engine, FanoutJobsTable } from '../db/schema.js';
import { assertTransaction } from '../db/transactions.js';
import { insertEntries } from './timeline-queries.js';

export type FanoutJob = FanoutJobsTable;

/**
 * Queued in the transaction of the post it spreads, so an acknowledged post always has its job. The author's
 * own timeline gets the post right here: their feed shows it as soon as the post is acknowledged.
 */
export async function enqueuePostFanout(db: Db, post: { id: string; author_id: string }): Promise<void> {
  assertTransaction(db, 'enqueuePostFanout');
  await insertEntries(db, [{ user_id: post.author_id, post_id: post.id, author_id: post.author_id }]);
  await db
    .insertInto('fanout_jobs')
    .values({ id: newId(), kind: 'post', post_id: post.id, author_id: post.author_id, cursor: '', claimed_until: 0 })
    .execute();
}

/** An undone post's fan-out still queued goes with it (a batch already running only adds entries reads drop). */
export async function dropPostFanout(db: Db, postId: string): Promise<void> {
  await db.deleteFrom('fanout_jobs').where('kind', '=', 'post').where('post_id', '=', postId).execute();
}

/** Queued in the transaction of the follow: the followee's recent posts go into the follower's timeline. */
export async function enqueueFollowBackfill(db: Db, followerId: string, followeeId: string): Promise<void> {
  assertTransaction(db, 'enqueueFollowBackfill');
  await db
    .insertInto('fanout_jobs')
    .values({
      id: newId(),
      kind: 'follow',
      author_id: followeeId,
      follower_id: followerId,
      cursor: '',
      claimed_until: 0,
    })
    .execute();
}

/**
 * Claims up to `limit` of the oldest jobs nobody holds (or whose holder's lease ran out: it died) until
 * `leaseUntil`. On PostgreSQL `FOR UPDATE SKIP LOCKED` lets several processes claim side by side without
 * waiting on each other; SQLite runs one write at a time, so the single statement is already atomic there.
 */
export async function claimJobs(
  db: Db,
  engine: Engine,
  options: { now: number; leaseUntil: number; limit: number },
): Promise<FanoutJob[]> {
  // An idle worker only reads: the claim's write would take SQLite's write lock twice a second per process.
  const claimable = await db
    .selectFrom('fanout_jobs')
    .select('id')
    .where('claimed_until', '<', options.now)
    .limit(1)
    .executeTakeFirst();
  if (!claimable) return [];
  const lock = engine === 'postgres' ? sql`for update skip locked` : sql``;
  const result = await sql<FanoutJob>`
    update fanout_jobs set claimed_until = ${options.leaseUntil}
    where id in (
      select id from fanout_jobs where claimed_until < ${options.now} order by id limit ${options.limit} ${lock}
    )
    returning *`.execute(db);
  return result.rows.sort((a, b) => (a.id < b.id ? -1 : 1));
}

/** Records a finished batch and renews the lease. */
export async function advanceJob(db: Db, id: string, cursor: string, leaseUntil: number): Promise<void> {
  await db.updateTable('fanout_jobs').set({ cursor, claimed_until: leaseUntil }).where('id', '=', id).execute();
}

export async function finishJob(db: Db, id: string): Promise<void> {
  await db.deleteFrom('fanout_jobs').where('id', '=', id).execute();
}

export async function pendingJobCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('fanout_jobs')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
