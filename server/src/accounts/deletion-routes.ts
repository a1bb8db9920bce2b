import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { reauthMessages } from '../auth/messages.js';
import { requireUser } from '../auth/plugin.js';
import { clearSessionCookie } from '../auth/session-cookie.js';
import type { AppContext } from '../context.js';
import { httpMessages } from '../http/messages.js';
import { errorResponses } from '../http/schemas.js';
import { deleteAccount } from './deletion.js';
import { invalidOrCodeNeeded, Ok } from './schemas.js';

export async function deletionRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  const schema = {
    summary: 'Delete my account and everything I authored, for good',
    description:
      'Needs `password`, and `code` when two-factor sign-in is on (400 with `twoFactorRequired: true` when missing or wrong). Erases the profile and avatar, posts and their media, replies, likes, reposts, follows both ways, stories and views, sent messages and their images, notifications to and from me, sessions (sockets closed). Conversations stay for the other side, with me shown as unknown. The username and email are free again.',
    tags: ['users'],
    security: [{ session: [] }],
    body: Type.Object({
      password: Type.Optional(Type.String({ maxLength: 1000 })),
      code: Type.Optional(Type.String({ maxLength: 40 })),
    }),
    response: {
      200: Ok,
      ...errorResponses({ 401: httpMessages.LOGIN_REQUIRED, 429: httpMessages.TOO_MANY_REQUESTS }),
      400: invalidOrCodeNeeded(reauthMessages.CURRENT_PASSWORD_WRONG),
    },
  };
  app.delete('/api/users/me', { schema }, async (request, reply) => {
    const user = requireUser(request);
    await deleteAccount(ctx, user.id, request.body ?? {}, request.ip);
    clearSessionCookie(reply, ctx.config);
    return { ok: true as const };
  });
}
