import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.js';
import type { Deferral, JobQueue } from '../queue/job-queue.js';
import { HostBreaker } from './host-breaker.js';
import { PUSH_SEND, type PushJob } from './jobs.js';
import { localizedPayload } from './localize.js';
import { deleteSubscription, findSubscription, markDelivering, markFailing } from './queries.js';
import { type DeliveryOutcome, sendPush } from './sender.js';
import type { VapidKeys } from './vapid.js';

/** Pushes in flight at once from this process: most of the queue's slots, never all of them. */
export const PUSH_CONCURRENCY = 12;
/** Sends in flight to one push-service host, so a host that never answers holds few of the slots above. */
export const PER_HOST_CONCURRENCY = 6;
/** A job whose host is busy waits this long before it is looked at again (without spending an attempt). */
const BUSY_HOST_WAIT_MS = 2_000;
export const MAX_ATTEMPTS = 6;
const FIRST_RETRY_MS = 5_000;
const LONGEST_RETRY_MS = 60 * 60_000;
/** A subscription whose pushes have failed for this long (every job, every retry) is dropped. */
export const DROP_FAILING_AFTER_MS = 3 * 24 * 60 * 60_000;

/** 5 s, 20 s, 80 s, … after each failed attempt, or later when the push service said when to come back. */
export function retryDelayMs(attempts: number, retryAfterMs: number | undefined): number {
  const backoff = FIRST_RETRY_MS * 4 ** Math.max(0, attempts - 1);
  return Math.min(LONGEST_RETRY_MS, Math.max(backoff, retryAfterMs ?? 0));
}

/** The push service failed this attempt (network error, timeout, 429, 5xx): the queue tries again later. */
class PushFailed extends Error {
  constructor(
    reason: string,
    readonly retryAfterMs: number | undefined,
  ) {
    super(reason);
  }
}

function hostOf(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return endpoint;
  }
}

/**
 * Sends the `push.send` jobs of the house's queue so that no subscriber can slow another: up to
 * PUSH_CONCURRENCY sends run at once, each cut off after SEND_TIMEOUT_MS; at most PER_HOST_CONCURRENCY of
 * them go to one push-service host (the others wait a moment, unspent, without holding a slot); a host that
 * keeps failing is paused by a circuit breaker (host-breaker.ts) and its jobs wait, unspent; a failed send is
 * retried with backoff up to MAX_ATTEMPTS times; a subscription failing for DROP_FAILING_AFTER_MS is dropped.
 *
 * Delivery is at least once: a process killed after the push service took a push but before its job row
 * went sends it again when the job is taken over. The push carries the job's id as its `Topic`, so a copy
 * still waiting at the push service (the device offline) replaces the first, and the notification's `tag`
 * makes a device show a copy that did arrive in place of the first rather than beside it.
 */
export function registerPushSending(ctx: AppContext, queue: JobQueue, vapid: VapidKeys, log: FastifyBaseLogger): void {
  const breaker = new HostBreaker();
  const perHost = new Map<string, number>();

  /** Until when a push to `host` must wait (paused, or busy with sends of ours), or undefined when it may go. */
  function waitFor(host: string): Deferral | undefined {
    if ((perHost.get(host) ?? 0) >= PER_HOST_CONCURRENCY) return { deferMs: BUSY_HOST_WAIT_MS };
    // Asked last: when a pause ends, the breaker lets this one push through as its probe.
    const now = ctx.clock();
    const pausedUntil = breaker.pausedUntil(host, now);
    return pausedUntil === undefined ? undefined : { deferMs: Math.max(0, pausedUntil - now) };
  }

  async function settle(job: PushJob, outcome: DeliveryOutcome): Promise<undefined> {
    switch (outcome.kind) {
      case 'delivered':
        await markDelivering(ctx.db, job.subscriptionId);
        return;
      case 'gone':
        // The browser unsubscribed, the push service expired it, or its address may not be reached: its
        // other queued jobs go with it.
        await deleteSubscription(ctx.db, job.subscriptionId);
        return;
      case 'rejected':
        log.warn({ subscriptionId: job.subscriptionId, status: outcome.status }, 'push refused by the push service');
        return;
      case 'retry': {
        const now = ctx.clock();
        if (now - (await markFailing(ctx.db, job.subscriptionId, now)) >= DROP_FAILING_AFTER_MS) {
          log.warn({ subscriptionId: job.subscriptionId }, 'push subscription dropped after days of failures');
          await deleteSubscription(ctx.db, job.subscriptionId);
          return;
        }
        throw new PushFailed(outcome.reason, outcome.retryAfterMs);
      }
    }
  }

  queue.handle(PUSH_SEND, {
    concurrency: PUSH_CONCURRENCY,
    maxAttempts: MAX_ATTEMPTS,
    retryDelayMs: (attempts, error) =>
      retryDelayMs(attempts, error instanceof PushFailed ? error.retryAfterMs : undefined),
    run: async (payload, running) => {
      const job = payload as PushJob;
      const subscription = await findSubscription(ctx.db, job.subscriptionId);
      if (!subscription) return undefined; // Deleted meanwhile.
      const host = hostOf(subscription.endpoint);
      const wait = waitFor(host);
      if (wait) return wait;
      perHost.set(host, (perHost.get(host) ?? 0) + 1);
      let outcome: DeliveryOutcome;
      try {
        // Worded in the recipient's language as it is when the push leaves.
        const { locale, ...keys } = subscription;
        outcome = await sendPush(
          ctx.outbound.fetch,
          {
            ...keys,
            payload: localizedPayload(locale, job.payload),
            ttlSeconds: job.ttlSeconds,
            urgency: job.urgency,
            topic: running.id,
          },
          vapid,
          ctx.config.push.vapidSubject,
        );
      } finally {
        const left = (perHost.get(host) ?? 1) - 1;
        if (left === 0) perHost.delete(host);
        else perHost.set(host, left);
      }
      if (outcome.kind === 'retry') breaker.failed(host, ctx.clock());
      else breaker.succeeded(host);
      return settle(job, outcome);
    },
  });
}
