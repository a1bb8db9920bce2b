import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { queuePushesOnEvents } from './enqueue.js';
import { pushRoutes } from './routes.js';
import { loadVapidKeys } from './vapid.js';
import { registerPushSending } from './worker.js';

/** Web Push: the routes, the `push.send` jobs fed by notifications and messages, and their handler. */
export async function registerPush(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const vapid = await loadVapidKeys(ctx);
  await app.register(pushRoutes, { ctx, publicKey: vapid.publicKey });
  registerPushSending(ctx, ctx.jobs, vapid, app.log);
  queuePushesOnEvents(ctx, app.log);
}
