import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import type { Scheduler } from '../jobs/scheduler.js';
import { queuePushesOnEvents } from './enqueue.js';
import { pushRoutes } from './routes.js';
import { loadVapidKeys } from './vapid.js';
import { PushWorker, pushSendingJob } from './worker.js';

/** Web Push: the routes, the job queue fed by notifications and messages, and the worker that sends. */
export async function registerPush(app: FastifyInstance, ctx: AppContext, scheduler: Scheduler): Promise<void> {
  const vapid = await loadVapidKeys(ctx);
  await app.register(pushRoutes, { ctx, publicKey: vapid.publicKey });
  const worker = new PushWorker(ctx, vapid, app.log);
  const sending = scheduler.every(pushSendingJob(worker));
  // Before the scheduler's own stop (registered later in app.ts), which waits for the run in flight.
  app.addHook('preClose', async () => worker.stop());
  queuePushesOnEvents(ctx, app.log, () => {
    worker.wake();
    sending.runNow();
  });
}
