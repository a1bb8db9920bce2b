import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.js';
import type { PeriodicJob } from '../jobs/scheduler.js';
import { HostBreaker } from './host-breaker.js';
import { localizedPayload } from './localize.js';
import {
  claimDueJobs,
  deferJobs,
  deleteJob,
  deleteSubscription,
  findSubscriptions,
  markDelivering,
  markFailing,
  rescheduleJob,
} from './queries.js';
import { type DeliveryOutcome, SEND_TIMEOUT_MS, sendPush } from './sender.js';
import type { VapidKeys } from './vapid.js';

/** Sends in flight at once, from this process. */
export const GLOBAL_CONCURRENCY = 32;
/** Sends in flight to one push-service host, so a host that never answers holds few of the slots above. */
export const PER_HOST_CONCURRENCY = 8;
/** A job whose host is busy waits this long before it is looked at again (without spending an attempt). */
const BUSY_HOST_WAIT_MS = 2_000;
/** Longer than a send can take: a job whose process died is taken again after this. */
const LEASE_MS = Math.max(60_000, SEND_TIMEOUT_MS * 4);
export const MAX_ATTEMPTS = 6;
const FIRST_RETRY_MS = 5_000;
const LONGEST_RETRY_MS = 60 * 60_000;
export const POLL_INTERVAL_MS = 1_000;
/** A subscription whose pushes have failed for this long (every job, every retry) is dropped. */
export const DROP_FAILING_AFTER_MS = 3 * 24 * 60 * 60_000;

/** 5 s, 20 s, 80 s, … after each failed attempt, or later when the push service said when to come back. */
export function retryDelayMs(attempts: number, retryAfterMs: number | undefined): number {
  const backoff = FIRST_RETRY_MS * 4 ** Math.max(0, attempts - 1);
  return Math.min(LONGEST_RETRY_MS, Math.max(backoff, retryAfterMs ?? 0));
}

type ClaimedJob = Awaited<ReturnType<typeof claimDueJobs>>[number];
type Subscription = Awaited<ReturnType<typeof findSubscriptions>>[number];

function hostOf(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return endpoint;
  }
}

/**
 * Sends queued pushes so that no subscriber can slow another: up to GLOBAL_CONCURRENCY sends run at once,
 * each cut off after SEND_TIMEOUT_MS; at most PER_HOST_CONCURRENCY of them go to one push-service host (the
 * others wait a moment without holding a slot); a host that keeps failing is paused by a circuit breaker
 * (host-breaker.ts) and its jobs wait, unspent; a subscription failing for DROP_FAILING_AFTER_MS is dropped.
 * Jobs come from the `push_jobs` table, claimed with a lease, so any process may send and a dead process's
 * jobs are taken again.
 */
export class PushWorker {
  private readonly active = new Set<Promise<void>>();
  private readonly perHost = new Map<string, number>();
  private readonly breaker = new HostBreaker();
  private wakeUp: (() => void) | undefined;
  private stopping = false;

  constructor(
    private readonly ctx: AppContext,
    private readonly vapid: VapidKeys,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** New jobs were queued, or a send finished: look for due jobs now. */
  wake(): void {
    this.wakeUp?.();
  }

  /** Claims no more jobs; `run` returns once the sends in flight have settled. */
  stop(): void {
    this.stopping = true;
    this.wake();
  }

  /** Keeps sends in flight while jobs are due; returns when none is due and every send has settled. */
  async run(): Promise<void> {
    for (;;) {
      if (!this.stopping) await this.claim(GLOBAL_CONCURRENCY - this.active.size);
      if (this.active.size === 0) return;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, POLL_INTERVAL_MS);
        this.wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wakeUp = undefined;
    }
  }

  private async claim(free: number): Promise<void> {
    while (free > 0) {
      const now = this.ctx.clock();
      const asked = free;
      const jobs = await claimDueJobs(this.ctx.db, now, now + LEASE_MS, asked);
      if (jobs.length === 0) return;
      const ids = [...new Set(jobs.map((job) => job.subscription_id))];
      const subscriptions = new Map((await findSubscriptions(this.ctx.db, ids)).map((s) => [s.id, s]));
      const deferred = new Map<number, string[]>();
      for (const job of jobs) {
        const subscription = subscriptions.get(job.subscription_id);
        if (!subscription) continue; // Deleted meanwhile; its jobs went with it.
        const host = hostOf(subscription.endpoint);
        const pausedUntil = this.breaker.pausedUntil(host, now);
        const busy = (this.perHost.get(host) ?? 0) >= PER_HOST_CONCURRENCY;
        if (pausedUntil !== undefined || busy) {
          const until = pausedUntil ?? now + BUSY_HOST_WAIT_MS;
          deferred.set(until, [...(deferred.get(until) ?? []), job.id]);
          continue;
        }
        free--;
        this.start(job, subscription, host);
      }
      for (const [until, deferredIds] of deferred) await deferJobs(this.ctx.db, deferredIds, until);
      if (jobs.length < asked) return;
    }
  }

  private start(job: ClaimedJob, subscription: Subscription, host: string): void {
    this.perHost.set(host, (this.perHost.get(host) ?? 0) + 1);
    const sending: Promise<void> = this.send(job, subscription, host)
      .catch((error) => this.log.error({ err: error, jobId: job.id }, 'sending a push failed'))
      .finally(() => {
        const left = (this.perHost.get(host) ?? 1) - 1;
        if (left === 0) this.perHost.delete(host);
        else this.perHost.set(host, left);
        this.active.delete(sending);
        this.wake();
      });
    this.active.add(sending);
  }

  private async send(job: ClaimedJob, subscription: Subscription, host: string): Promise<void> {
    const payload = await localizedPayload(this.ctx.db, subscription.id, job.payload);
    const outcome = await sendPush(
      this.ctx.outbound.fetch,
      { ...subscription, payload, ttlSeconds: job.ttl_seconds, urgency: job.urgency },
      this.vapid,
      this.ctx.config.push.vapidSubject,
    );
    if (outcome.kind === 'retry') this.breaker.failed(host, this.ctx.clock());
    else this.breaker.succeeded(host);
    await this.settle(job, outcome);
  }

  private async settle(job: ClaimedJob, outcome: DeliveryOutcome): Promise<void> {
    const { db } = this.ctx;
    switch (outcome.kind) {
      case 'delivered':
        await markDelivering(db, job.subscription_id);
        return deleteJob(db, job.id);
      case 'gone':
        // The browser unsubscribed, the push service expired it, or its address may not be reached: its
        // other queued jobs go with it.
        return deleteSubscription(db, job.subscription_id);
      case 'rejected':
        this.log.warn({ jobId: job.id, status: outcome.status }, 'push refused by the push service');
        return deleteJob(db, job.id);
      case 'retry': {
        const now = this.ctx.clock();
        if (now - (await markFailing(db, job.subscription_id, now)) >= DROP_FAILING_AFTER_MS) {
          this.log.warn({ subscriptionId: job.subscription_id }, 'push subscription dropped after days of failures');
          return deleteSubscription(db, job.subscription_id);
        }
        if (job.attempts >= MAX_ATTEMPTS) {
          this.log.warn({ jobId: job.id, reason: outcome.reason }, 'push given up after its last attempt');
          return deleteJob(db, job.id);
        }
        return rescheduleJob(db, job.id, now + retryDelayMs(job.attempts, outcome.retryAfterMs));
      }
    }
  }
}

/**
 * The scheduler's view of the worker: polled every second (so jobs queued by any process, or left by a
 * restart, go out) and run at once when this process queued some.
 */
export function pushSendingJob(worker: PushWorker): PeriodicJob {
  return { name: 'sending pushes', everyMs: POLL_INTERVAL_MS, run: () => worker.run() };
}
