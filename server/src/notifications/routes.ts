import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { requireUser } from '../auth/plugin.js';
import type { AppContext } from '../context.js';
import { httpMessages } from '../http/messages.js';
import { errorResponses } from '../http/schemas.js';
import { notificationMessages } from './messages.js';
import { NotificationListSchema, NotificationSchema } from './schemas.js';
import { listNotifications, markAllNotificationsRead, markNotificationRead, unreadCount } from './service.js';

const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
const PageQuery = Type.Object({ before: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })) });
const tags = ['notifications'];
const security = [{ session: [] }];
const notLoggedIn = errorResponses({ 401: httpMessages.LOGIN_REQUIRED });

export async function notificationRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  const listSchema = {
    summary: 'Your notifications, newest first, likes and reposts of a post grouped (?before=<last id> for more)',
    tags,
    security,
    querystring: PageQuery,
    response: { 200: NotificationListSchema, ...notLoggedIn },
  };
  app.get('/api/notifications', { schema: listSchema }, async (request) => {
    const user = requireUser(request);
    return listNotifications(ctx, user.id, request.query.before);
  });

  const countSchema = {
    summary: 'How many of your notifications (a group counting once) are unread',
    tags,
    security,
    response: {
      200: Type.Object({ count: Type.Integer() }, { description: 'Unread', examples: [{ count: 3 }] }),
      ...notLoggedIn,
    },
  };
  app.get('/api/notifications/unread-count', { schema: countSchema }, async (request) => {
    const user = requireUser(request);
    return { count: await unreadCount(ctx, user.id) };
  });

  const readAllSchema = {
    summary: 'Mark all your notifications read',
    tags,
    security,
    response: {
      200: Type.Object({ success: Type.Boolean() }, { description: 'Done', examples: [{ success: true }] }),
      ...notLoggedIn,
    },
  };
  app.put('/api/notifications/read-all', { schema: readAllSchema }, async (request) => {
    const user = requireUser(request);
    await markAllNotificationsRead(ctx, user.id);
    return { success: true };
  });

  const readSchema = {
    summary: 'Mark one of your notifications read, with the rest of its group',
    tags,
    security,
    params: IdParams,
    response: {
      200: NotificationSchema,
      ...errorResponses({ 401: httpMessages.LOGIN_REQUIRED, 404: notificationMessages.NOTIFICATION_NOT_FOUND }),
    },
  };
  app.put('/api/notifications/:id', { schema: readSchema }, async (request) => {
    const user = requireUser(request);
    return markNotificationRead(ctx, user.id, request.params.id);
  });
}
