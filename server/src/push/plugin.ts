import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import type { Scheduler } from '../jobs/scheduler.js';
import { queuePushesOnEvents } from './enqueue.js';
import { pushRoutes } from './routes.js';
import { loadVapidKeys } from './vapid.js';
import { pushSendingJob } from './worker.js';

/** Web Push: the routes, the job queue fed by notifications and messages, and the worker that sends. */
export async function registerPush(app: FastifyInstance, ctx: AppContext, scheduler: Scheduler): Promise<void> {
  const vapid = await loadVapidKeys(ctx);
  await app.register(pushRoutes, { ctx, publicKey: vapid.publicKey });
  const sending = scheduler.every(pushSendingJob(ctx, vapid, app.log));
  queuePushesOnEvents(ctx, app.log, sending.runNow);
}
