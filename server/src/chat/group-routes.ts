import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { requireUser } from '../auth/plugin.js';
import type { AppContext } from '../context.js';
import { httpMessages } from '../http/messages.js';
import { errorResponses } from '../http/schemas.js';
import { limitMessages } from '../rate-limit/messages.js';
import { visibilityMessages } from '../visibility/index.js';
import { addMember, createGroup, leaveGroup, renameGroupAs } from './groups.js';
import { chatMessages } from './messages.js';
import { AddMemberBody, ConversationSchema, CreateGroupBody, MessageSchema, RenameGroupBody } from './schemas.js';

const GroupParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
const tags = ['chat'];
const security = [{ session: [] }];
const systemMessage = { ...MessageSchema, description: "The group's system message about the change" };

/** Group conversations: each change is a system message that every member receives as `newMessage`. */
export async function groupRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  const createSchema = {
    summary: 'Start a group conversation',
    description: 'With 2 to 49 other people, each of whom you may message. Answers the conversation as listed.',
    tags,
    security,
    body: CreateGroupBody,
    response: {
      201: ConversationSchema,
      ...errorResponses({
        400: chatMessages.GROUP_SIZE,
        401: httpMessages.LOGIN_REQUIRED,
        403: visibilityMessages.USER_BLOCKED,
        404: visibilityMessages.USER_NOT_FOUND,
        429: limitMessages.MESSAGING_TOO_FAST,
      }),
    },
  };
  app.post('/api/messages/groups', { schema: createSchema }, async (request, reply) => {
    const user = requireUser(request);
    return reply.code(201).send(await createGroup(ctx, user.id, request.body));
  });

  const addSchema = {
    summary: 'Add someone to a group you belong to',
    tags,
    security,
    params: GroupParams,
    body: AddMemberBody,
    response: {
      201: systemMessage,
      ...errorResponses({
        400: chatMessages.GROUP_FULL,
        401: httpMessages.LOGIN_REQUIRED,
        403: visibilityMessages.USER_BLOCKED,
        404: [chatMessages.CONVERSATION_NOT_FOUND, visibilityMessages.USER_NOT_FOUND],
        429: limitMessages.MESSAGING_TOO_FAST,
      }),
    },
  };
  app.post('/api/messages/groups/:id/members', { schema: addSchema }, async (request, reply) => {
    const user = requireUser(request);
    return reply.code(201).send(await addMember(ctx, user.id, request.params.id, request.body.userId));
  });

  const leaveSchema = {
    summary: 'Leave a group',
    tags,
    security,
    params: GroupParams,
    response: {
      200: systemMessage,
      ...errorResponses({ 401: httpMessages.LOGIN_REQUIRED, 404: chatMessages.CONVERSATION_NOT_FOUND }),
    },
  };
  app.delete('/api/messages/groups/:id/members/me', { schema: leaveSchema }, async (request) => {
    const user = requireUser(request);
    return leaveGroup(ctx, user.id, request.params.id);
  });

  const renameSchema = {
    summary: 'Rename a group you belong to',
    tags,
    security,
    params: GroupParams,
    body: RenameGroupBody,
    response: {
      200: systemMessage,
      ...errorResponses({
        400: chatMessages.GROUP_NAME_LENGTH,
        401: httpMessages.LOGIN_REQUIRED,
        404: chatMessages.CONVERSATION_NOT_FOUND,
        429: limitMessages.MESSAGING_TOO_FAST,
      }),
    },
  };
  app.put('/api/messages/groups/:id', { schema: renameSchema }, async (request) => {
    const user = requireUser(request);
    return renameGroupAs(ctx, user.id, request.params.id, request.body.name);
  });
}
