import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.js';
import { LEASE_MS, runFanoutBatch } from './fanout.js';
import { claimJobs, type FanoutJob, finishJob } from './fanout-jobs.js';

/** Without a local wake-up (a job queued by another process, a lease that ran out): look this often. */
const POLL_MS = 500;
/** A batch should hold the event loop for no more than about this long. */
const BATCH_BUDGET_MS = 10;
const MIN_BATCH = 100;
const MAX_BATCH = 2000;
/** Jobs claimed at once and run side by side: their writes share commits (fsyncs on SQLite). */
const JOBS_AT_ONCE = 16;

/** Sizes the next batch from how long the last one took, so batches stay inside the budget. */
export function nextBatchSize(size: number, elapsedMs: number): number {
  if (elapsedMs > BATCH_BUDGET_MS * 0.8) return Math.max(MIN_BATCH, Math.floor(size / 2));
  if (elapsedMs < BATCH_BUDGET_MS * 0.4) return Math.min(MAX_BATCH, Math.ceil(size * 1.5));
  return size;
}

/**
 * Each process runs one of these: it claims fan-out jobs from the table (any process may have queued them)
 * and runs them a batch at a time, yielding to the event loop between batches. A job queued here wakes it at
 * once; others are found by polling. Returns the stop function, which lets the batch in flight finish.
 */
export function startFanoutWorker(ctx: AppContext, log: FastifyBaseLogger): () => Promise<void> {
  let stopped = false;
  let wake: (() => void) | undefined;
  let batchSize = 100;
  ctx.events.on('fanout.queued', () => wake?.());

  const idle = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, POLL_MS);
      timer.unref();
      function done() {
        clearTimeout(timer);
        wake = undefined;
        resolve();
      }
      wake = done;
    });

  async function runJob(job: FanoutJob): Promise<void> {
    while (!stopped) {
      // The time the event loop was busy during the batch (waiting for a commit's fsync leaves it free).
      const before = performance.eventLoopUtilization();
      const done = await runFanoutBatch(ctx, job, batchSize);
      batchSize = nextBatchSize(batchSize, performance.eventLoopUtilization(before).active);
      if (done) {
        await finishJob(ctx.db, job.id);
        break;
      }
      // Let requests in between batches.
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
  }

  async function runClaimedJobs(): Promise<boolean> {
    const now = Date.now();
    const jobs = await claimJobs(ctx.db, ctx.engine, { now, leaseUntil: now + LEASE_MS, limit: JOBS_AT_ONCE });
    await Promise.all(jobs.map(runJob));
    return jobs.length > 0;
  }

  async function loop() {
    while (!stopped) {
      try {
        if (!(await runClaimedJobs())) await idle();
      } catch (error) {
        // The job stays queued; its lease runs out and it is retried (every batch is idempotent).
        if (!stopped) log.error({ err: error }, 'fan-out batch failed');
        await sleep(POLL_MS);
      }
    }
  }

  const running = loop();
  return async () => {
    stopped = true;
    wake?.();
    await running;
  };
}
