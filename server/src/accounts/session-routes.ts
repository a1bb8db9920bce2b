import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { requireUser } from '../auth/plugin.js';
import { clearSessionCookie } from '../auth/session-cookie.js';
import type { AppContext } from '../context.js';
import { httpMessages } from '../http/messages.js';
import { errorResponses } from '../http/schemas.js';
import { accountMessages } from './messages.js';
import { Ok } from './schemas.js';
import { endMyOtherSessions, endMySession, mySessions } from './sessions.js';

const tags = ['users'];
const security = [{ session: [] }];

const SessionList = Type.Array(
  Type.Object({
    _id: Type.String(),
    userAgent: Type.String(),
    createdAt: Type.String({ format: 'date-time' }),
    lastSeenAt: Type.String({ format: 'date-time' }),
    current: Type.Boolean(),
  }),
  {
    description: 'Most recently seen first; `lastSeenAt` is kept to the minute',
    examples: [
      [
        {
          _id: '01JD0000000000000000000000',
          userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0',
          createdAt: '2026-11-20T10:00:00.000Z',
          lastSeenAt: '2026-11-23T08:15:00.000Z',
          current: true,
        },
      ],
    ],
  },
);

export async function sessionRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  const listSchema = {
    summary: "Where you're logged in: your live sessions",
    tags,
    security,
    response: { 200: SessionList, ...errorResponses({ 401: httpMessages.LOGIN_REQUIRED }) },
  };
  app.get('/api/users/sessions', { schema: listSchema }, async (request) =>
    mySessions(ctx, requireUser(request).id, request.sessionToken),
  );

  const endSchema = {
    summary: 'Log out one of your sessions; its open sockets close too',
    tags,
    security,
    params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) }),
    response: {
      200: Ok,
      ...errorResponses({ 401: httpMessages.LOGIN_REQUIRED, 404: accountMessages.SESSION_NOT_FOUND }),
    },
  };
  const endOthersSchema = {
    summary: 'Log out of all other sessions: every session but this one ends, and its open sockets close',
    tags,
    security,
    response: { 200: Ok, ...errorResponses({ 401: httpMessages.LOGIN_REQUIRED }) },
  };
  app.delete('/api/users/sessions', { schema: endOthersSchema }, async (request) => {
    const user = requireUser(request);
    await endMyOtherSessions(ctx, user.id, request.sessionToken);
    return { ok: true as const };
  });

  app.delete('/api/users/sessions/:id', { schema: endSchema }, async (request, reply) => {
    const user = requireUser(request);
    const wasCurrent = await endMySession(ctx, user.id, request.params.id, request.sessionToken);
    if (wasCurrent) clearSessionCookie(reply, ctx.config);
    return { ok: true as const };
  });
}
