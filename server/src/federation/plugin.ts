import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import type { Scheduler } from '../jobs/scheduler.js';
import { registerActorKeys } from './actor-key-jobs.js';
import { registerBackfill } from './backfill.js';
import { registerFedifyRoutes } from './bridge.js';
import { registerDeliveries } from './delivery.js';
import { DatabaseKvStore } from './kv-store.js';
import { registerContentNegotiation } from './negotiation.js';
import { registerPostFederation } from './outgoing-posts.js';
import { sweepReceived } from './received.js';
import { sweepRemoteMedia } from './remote-media.js';
import { registerThreadFetch } from './thread-fetch.js';

const KV_SWEEP_MS = 10 * 60_000;

/**
 * ActivityPub, when federation is on: Fedify's routes, content negotiation on profile and post pages, the
 * delivery jobs, Fedify's own queue (received activities) on the house's queue, and the store's sweep.
 */
export async function registerFederation(app: FastifyInstance, ctx: AppContext, scheduler: Scheduler): Promise<void> {
  const federator = ctx.federation;
  if (!federator) return;
  await registerFedifyRoutes(app, ctx, federator);
  registerContentNegotiation(app, ctx, federator);
  registerDeliveries(ctx, federator, ctx.jobs);
  registerPostFederation(ctx, federator, ctx.jobs);
  registerBackfill(ctx, federator, ctx.jobs);
  registerActorKeys(ctx, federator, ctx.jobs);
  registerThreadFetch(ctx, federator, ctx.jobs);
  const stopping = new AbortController();
  void federator.fedify.startQueue(ctx, { signal: stopping.signal });
  app.addHook('preClose', () => stopping.abort());
  scheduler.every({ name: 'sweeping received activities', everyMs: KV_SWEEP_MS, run: () => sweepReceived(ctx) });
  scheduler.every({
    name: 'removing old copies of remote media',
    everyMs: KV_SWEEP_MS,
    run: () => sweepRemoteMedia(ctx),
  });
  const { kv } = federator;
  if (kv instanceof DatabaseKvStore) {
    scheduler.every({ name: 'sweeping the federation store', everyMs: KV_SWEEP_MS, run: () => kv.sweepExpired() });
  }
}
