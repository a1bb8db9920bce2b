import type {
  MessageQueue,
  MessageQueueDepth,
  MessageQueueEnqueueOptions,
  MessageQueueListenOptions,
} from '@fedify/fedify';
import type { AppContext } from '../context.js';
import { enqueueJobs } from '../queue/enqueue.js';
import { withReceivedJson } from './received-json.js';

/** The job kind Fedify's own work (inbox activities it received) runs as in the house's queue. */
export const FEDIFY_JOB = 'fedify';

/**
 * Fedify queues the activities it received without an ordering key, so a note's Create (slow: its media are
 * fetched) could be overtaken by its Update or Delete; they are ordered per sending actor here instead.
 */
function receivedFrom(message: unknown): string | undefined {
  if (typeof message !== 'object' || message === null || (message as { type?: unknown }).type !== 'inbox') return;
  const actor = (message as { activity?: { actor?: unknown } }).activity?.actor;
  const first = Array.isArray(actor) ? actor[0] : actor;
  const id = typeof first === 'object' && first !== null ? (first as { id?: unknown }).id : first;
  return typeof id === 'string' ? `inbox:${id}` : undefined;
}

/**
 * Fedify's `MessageQueue` on the house's job queue (queue/): each message is a `fedify` job, durable in the
 * database, run by whichever process claims it. Fedify retries failed messages itself (by queueing them
 * again with a delay), so a job that throws is given one more try only.
 */
export class JobMessageQueue implements MessageQueue {
  readonly nativeRetrial = false;

  constructor(private readonly ctx: Pick<AppContext, 'db' | 'jobs' | 'events' | 'clock'>) {}

  async enqueue(message: unknown, options?: MessageQueueEnqueueOptions): Promise<void> {
    await this.enqueueMany([message], options);
  }

  async enqueueMany(messages: readonly unknown[], options?: MessageQueueEnqueueOptions): Promise<void> {
    const delayMs = options?.delay?.total({ unit: 'millisecond' }) ?? 0;
    await enqueueJobs(
      this.ctx.db,
      messages.map((payload) => ({
        kind: FEDIFY_JOB,
        payload,
        orderingKey: options?.orderingKey ?? receivedFrom(payload),
        delayMs,
      })),
      this.ctx.clock(),
    );
    this.ctx.events.emit('jobs.queued', {});
  }

  listen(handler: (message: unknown) => Promise<void> | void, options?: MessageQueueListenOptions): Promise<void> {
    this.ctx.jobs.handle(FEDIFY_JOB, {
      maxAttempts: 2,
      run: async (payload) => {
        await withReceivedJson(payload, () => handler(payload));
        return undefined;
      },
    });
    return new Promise<void>((resolve) => {
      if (options?.signal?.aborted) resolve();
      options?.signal?.addEventListener('abort', () => resolve(), { once: true });
    });
  }

  async getDepth(): Promise<MessageQueueDepth> {
    const depth = (await this.ctx.jobs.depth()).find((entry) => entry.kind === FEDIFY_JOB);
    return {
      queued: (depth?.ready ?? 0) + (depth?.delayed ?? 0),
      ready: depth?.ready ?? 0,
      delayed: depth?.delayed ?? 0,
    };
  }
}
