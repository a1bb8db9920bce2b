import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { SendMessageAckSchema, ServerSocketEventsSchema } from '../realtime/events.js';

export const OPENAPI_JSON_PATH = '/api/openapi.json';
export const API_DOCS_PATH = '/api/docs';

const description = [
  'Every error is JSON `{"error": "<message>", "code": "<CODE>"}`: `error` is for people, `code` is stable for',
  'programs (each route lists its codes). The status: 400 invalid input, 401 not logged in,',
  '403 not allowed, 404 not found, 409 conflict, 413 too large, 415 unsupported media, 429 rate limited',
  '(with `Retry-After`). Identity comes only from the HttpOnly `session` cookie set by signup and login;',
  'writes from another origin are refused. Timestamps are ISO-8601 strings; ids are ULIDs.',
].join(' ');

/**
 * OpenAPI 3.1 built from the route schemas themselves (nothing kept by hand), at /api/openapi.json,
 * and an interactive reader at /api/docs. Must be registered before any route so every route is seen.
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Threads API', version: '1', description },
      tags: [
        { name: 'users', description: 'Accounts, profiles and search' },
        { name: 'follows', description: 'Who follows whom' },
        { name: 'posts', description: 'Posts, likes, replies and reposts' },
        { name: 'feed', description: 'The home feed and the video feed' },
        { name: 'stories', description: '24-hour stories and who saw them' },
        { name: 'chat', description: 'One-to-one and group messages (live delivery is on the socket)' },
        { name: 'notifications', description: 'Follows, likes, replies and reposts of your posts' },
        { name: 'push', description: "Web Push: the VAPID key, this browser's subscription, which kinds you get" },
        { name: 'health', description: 'Operations: health and metrics' },
      ],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'session', description: 'Set by signup and login' },
        },
        // Not routes, but the web app's types come from this document, so the socket's payloads do too.
        schemas: { ServerSocketEvents: ServerSocketEventsSchema, SendMessageAck: SendMessageAckSchema },
      },
    },
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: API_DOCS_PATH,
    uiHooks: {
      // swagger-ui sends /static/index.html to the docs page by trimming the path's end, which a query string
      // defeats: its redirect pointed at itself for ever (found by the fuzzer).
      onRequest: async (request, reply) => {
        if (request.url.startsWith(`${API_DOCS_PATH}/static/index.html?`)) return reply.redirect(`${API_DOCS_PATH}/`);
      },
    },
  });
  app.get(OPENAPI_JSON_PATH, { schema: { hide: true } }, async () => app.swagger());
}
