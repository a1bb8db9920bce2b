import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { pushRoutes } from './routes.js';
import { loadVapidKeys } from './vapid.js';
import { registerPushSending } from './worker.js';

/** Web Push: the routes, and the handler of the `push.send` jobs that notifications and chat messages queue in their own transactions. */
export async function registerPush(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const vapid = await loadVapidKeys(ctx);
  await app.register(pushRoutes, { ctx, publicKey: vapid.publicKey });
  registerPushSending(ctx, ctx.jobs, vapid, app.log);
}
