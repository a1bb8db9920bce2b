import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { requireUser } from '../auth/plugin.js';
import type { AppContext } from '../context.js';
import { listNotifications, markAllNotificationsRead, markNotificationRead, unreadCount } from './service.js';

const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
const PageQuery = Type.Object({ before: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })) });

export async function notificationRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get('/api/notifications', { schema: { querystring: PageQuery } }, async (request) => {
    const user = requireUser(request);
    return listNotifications(ctx, user.id, request.query.before);
  });

  app.get('/api/notifications/unread-count', async (request) => {
    const user = requireUser(request);
    return { count: await unreadCount(ctx, user.id) };
  });

  app.put('/api/notifications/read-all', async (request) => {
    const user = requireUser(request);
    await markAllNotificationsRead(ctx, user.id);
    return { success: true };
  });

  app.put('/api/notifications/:id', { schema: { params: IdParams } }, async (request) => {
    const user = requireUser(request);
    return markNotificationRead(ctx, user.id, request.params.id);
  });
}
