import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../auth/plugin.js';
import type { AppContext } from '../context.js';
import { typeMismatch } from '../http/error-handler.js';
import { httpMessages } from '../http/messages.js';
import { errorResponses } from '../http/schemas.js';
import { pushMessages } from './messages.js';
import { EndpointBody, PreferencesSchema, PublicKeySchema, SubscriptionBody, SuccessSchema } from './schemas.js';
import { getPreferences, setPreferences, subscribe, unsubscribe } from './service.js';

const tags = ['push'];
const security = [{ session: [] }];
const notLoggedIn = errorResponses({ 401: httpMessages.LOGIN_REQUIRED });

export async function pushRoutes(fastify: FastifyInstance, { ctx, publicKey }: { ctx: AppContext; publicKey: string }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  const keySchema = {
    summary: "The server's VAPID public key, the applicationServerKey for pushManager.subscribe",
    tags,
    response: { 200: PublicKeySchema },
  };
  app.get('/api/push/public-key', { schema: keySchema }, async () => ({ publicKey }));

  const subscribeSchema = {
    summary: 'Send pushes to this browser: its PushSubscription (an endpoint already subscribed moves to you)',
    tags,
    security,
    body: SubscriptionBody,
    response: {
      201: SuccessSchema,
      ...errorResponses({ 400: pushMessages.PUSH_ENDPOINT_INVALID, 401: httpMessages.LOGIN_REQUIRED }),
    },
  };
  app.post('/api/push/subscriptions', { schema: subscribeSchema }, async (request, reply) => {
    const user = requireUser(request);
    await subscribe(ctx, user.id, request.body);
    return reply.code(201).send({ success: true });
  });

  const unsubscribeSchema = {
    summary: 'Stop pushes to this browser (an endpoint that is not yours, or not subscribed, changes nothing)',
    tags,
    security,
    body: EndpointBody,
    response: {
      200: SuccessSchema,
      ...errorResponses({ 400: typeMismatch('endpoint', 'string'), 401: httpMessages.LOGIN_REQUIRED }),
    },
  };
  app.delete('/api/push/subscriptions', { schema: unsubscribeSchema }, async (request) => {
    const user = requireUser(request);
    await unsubscribe(ctx, user.id, request.body.endpoint);
    return { success: true };
  });

  const getSchema = {
    summary: 'Which kinds of push you get',
    tags,
    security,
    response: { 200: PreferencesSchema, ...notLoggedIn },
  };
  app.get('/api/push/preferences', { schema: getSchema }, async (request) => {
    const user = requireUser(request);
    return getPreferences(ctx, user.id);
  });

  const putSchema = {
    summary: 'Choose which kinds of push you get (all six flags)',
    tags,
    security,
    body: PreferencesSchema,
    response: {
      200: PreferencesSchema,
      ...errorResponses({ 400: typeMismatch('likes', 'boolean'), 401: httpMessages.LOGIN_REQUIRED }),
    },
  };
  app.put('/api/push/preferences', { schema: putSchema }, async (request) => {
    const user = requireUser(request);
    return setPreferences(ctx, user.id, request.body);
  });
}
