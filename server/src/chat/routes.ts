import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { requireUser } from '../auth/plugin.js';
import type { AppContext } from '../context.js';
import { ID_PATTERN } from '../db/ids.js';
import { conversationMessages, listConversations, sendMessage } from './service.js';

/** Generous caps: the service gives the precise, human rule; these only bound the work. */
const SendBody = Type.Object({
  message: Type.Optional(Type.Union([Type.String({ maxLength: 20_000 }), Type.Null()])),
  recipientId: Type.Optional(Type.String({ maxLength: 64 })),
});
const UserParams = Type.Object({ userId: Type.String({ minLength: 1, maxLength: 64 }) });
const PageQuery = Type.Object({ before: Type.Optional(Type.String({ pattern: ID_PATTERN.source })) });

/** The sending tab names its own socket so it is left out when the message is pushed to the sender's tabs. */
function senderSocketId(request: FastifyRequest): string | undefined {
  const value = request.headers['x-socket-id'];
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : undefined;
}

export async function chatRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post('/api/messages', { schema: { body: SendBody } }, async (request, reply) => {
    const user = requireUser(request);
    const body = request.body ?? {};
    const message = await sendMessage(
      ctx,
      user.id,
      { text: body.message ?? undefined, recipientId: body.recipientId },
      senderSocketId(request),
    );
    return reply.code(201).send(message);
  });

  app.get('/api/messages/conversations', { schema: { querystring: PageQuery } }, async (request) => {
    const user = requireUser(request);
    return listConversations(ctx, user.id, request.query.before);
  });

  app.get('/api/messages/:userId', { schema: { params: UserParams, querystring: PageQuery } }, async (request) => {
    const user = requireUser(request);
    return conversationMessages(ctx, user.id, request.params.userId, request.query.before);
  });
}
