import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.js';
import type { PeriodicJob } from '../jobs/scheduler.js';
import { claimDueJobs, deleteJob, deleteSubscription, findSubscriptions, rescheduleJob } from './queries.js';
import { type DeliveryOutcome, sendPush } from './sender.js';
import type { VapidKeys } from './vapid.js';

const BATCH = 20;
/** Longer than a send can take (SEND_TIMEOUT_MS): a job whose process died is taken again after this. */
const LEASE_MS = 60_000;
export const MAX_ATTEMPTS = 6;
const FIRST_RETRY_MS = 5_000;
const LONGEST_RETRY_MS = 60 * 60_000;
export const POLL_INTERVAL_MS = 1_000;

/** 5 s, 20 s, 80 s, … after each failed attempt, or later when the push service said when to come back. */
export function retryDelayMs(attempts: number, retryAfterMs: number | undefined): number {
  const backoff = FIRST_RETRY_MS * 4 ** Math.max(0, attempts - 1);
  return Math.min(LONGEST_RETRY_MS, Math.max(backoff, retryAfterMs ?? 0));
}

type ClaimedJob = Awaited<ReturnType<typeof claimDueJobs>>[number];

async function settle(ctx: AppContext, log: FastifyBaseLogger, job: ClaimedJob, outcome: DeliveryOutcome) {
  switch (outcome.kind) {
    case 'delivered':
      return deleteJob(ctx.db, job.id);
    case 'gone':
      // The browser unsubscribed or the push service expired it: its other queued jobs go with it.
      return deleteSubscription(ctx.db, job.subscription_id);
    case 'rejected':
      log.warn({ jobId: job.id, status: outcome.status }, 'push refused by the push service');
      return deleteJob(ctx.db, job.id);
    case 'retry':
      if (job.attempts >= MAX_ATTEMPTS) {
        log.warn({ jobId: job.id, reason: outcome.reason }, 'push given up after its last attempt');
        return deleteJob(ctx.db, job.id);
      }
      return rescheduleJob(ctx.db, job.id, ctx.clock() + retryDelayMs(job.attempts, outcome.retryAfterMs));
  }
}

/** Claims and sends one batch of due jobs; returns how many it claimed. */
export async function sendDuePushes(ctx: AppContext, vapid: VapidKeys, log: FastifyBaseLogger): Promise<number> {
  const now = ctx.clock();
  const jobs = await claimDueJobs(ctx.db, now, now + LEASE_MS, BATCH);
  if (jobs.length === 0) return 0;
  const subscriptions = new Map(
    (await findSubscriptions(ctx.db, [...new Set(jobs.map((job) => job.subscription_id))])).map((s) => [s.id, s]),
  );
  await Promise.all(
    jobs.map(async (job) => {
      const subscription = subscriptions.get(job.subscription_id);
      if (!subscription) return; // Deleted meanwhile; its jobs went with it.
      const outcome = await sendPush(
        ctx.outbound.fetch,
        { ...subscription, payload: job.payload, ttlSeconds: job.ttl_seconds, urgency: job.urgency },
        vapid,
        ctx.config.push.vapidSubject,
      );
      await settle(ctx, log, job, outcome);
    }),
  );
  return jobs.length;
}

/**
 * Sends queued pushes: polls the jobs table (so jobs queued by any process, or left by a restart, go out)
 * and is run at once (`runNow`) when this process queued some.
 */
export function pushSendingJob(ctx: AppContext, vapid: VapidKeys, log: FastifyBaseLogger): PeriodicJob {
  return {
    name: 'sending pushes',
    everyMs: POLL_INTERVAL_MS,
    run: async () => {
      while ((await sendDuePushes(ctx, vapid, log)) === BATCH) {}
    },
  };
}
