import { performance } from 'node:perf_hooks';
import type { AppContext } from '../context.js';
import { nextTurn } from '../lib/turns.js';
import type { JobQueue } from '../queue/job-queue.js';
import { backfillFollow, spreadPostBatch } from './fanout.js';
import { FANOUT_FOLLOW, FANOUT_POST, type FollowBackfill, type PostFanout } from './fanout-jobs.js';

/** A batch should hold the event loop for no more than about this long: requests get in at least every ~5 ms. */
const BATCH_BUDGET_MS = 5;
const MIN_BATCH = 50;
const MAX_BATCH = 2000;
/** A fan-out is only database work: retried (after a database outage) until it is done. */
const RETRIED_FOREVER = Number.MAX_SAFE_INTEGER;
const RETRY_MS = 500;

/** Sizes the next batch from how long the last one took, so batches stay inside the budget. */
export function nextBatchSize(size: number, elapsedMs: number): number {
  if (elapsedMs > BATCH_BUDGET_MS * 0.8) return Math.max(MIN_BATCH, Math.floor(size / 2));
  if (elapsedMs < BATCH_BUDGET_MS * 0.4) return Math.min(MAX_BATCH, Math.ceil(size * 1.5));
  return size;
}

/**
 * The fan-out's jobs in the house's queue. A `fanout.post` job runs a batch at a time, yielding to the event
 * loop between batches, its cursor committed with each batch (so a job taken over after a crash resumes
 * there, and a repeated batch changes nothing); the batch size adapts so a batch takes at most ~5 ms.
 */
export function registerFanoutJobs(ctx: AppContext, queue: JobQueue): void {
  let batchSize = MIN_BATCH;
  queue.handle(FANOUT_POST, {
    maxAttempts: RETRIED_FOREVER,
    retryDelayMs: () => RETRY_MS,
    run: async (payload, job) => {
      while (!job.stopping.aborted) {
        // The time the event loop was busy during the batch (waiting for a commit's fsync leaves it free).
        const before = performance.eventLoopUtilization();
        const done = await spreadPostBatch(ctx, payload as PostFanout, job, batchSize);
        batchSize = nextBatchSize(batchSize, performance.eventLoopUtilization(before).active);
        if (done) return undefined;
        // Let requests in between batches.
        await nextTurn();
      }
      return 'paused';
    },
  });
  queue.handle(FANOUT_FOLLOW, {
    maxAttempts: RETRIED_FOREVER,
    retryDelayMs: () => RETRY_MS,
    run: async (payload) => {
      await backfillFollow(ctx, payload as FollowBackfill);
      return undefined;
    },
  });
}
