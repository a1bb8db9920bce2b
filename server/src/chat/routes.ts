import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { GROUP_CHATS_PARAM } from '@threads/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { requireUser } from '../auth/plugin.js';
import type { AppContext } from '../context.js';
import { ID_PATTERN } from '../db/ids.js';
import { badRequest } from '../errors.js';
import { patternMismatch } from '../http/error-handler.js';
import { httpMessages } from '../http/messages.js';
import { errorResponses } from '../http/schemas.js';
import { mediaLimitMessages, mediaMessages } from '../media/messages.js';
import { registerUploads } from '../media/multipart.js';
import { dataUrlBodyLimit } from '../media/spool.js';
import { readUploadRequest } from '../media/upload-request.js';
import { limitRules } from '../rate-limit/rules.js';
import { visibilityMessages } from '../visibility/index.js';
import { chatMessages } from './messages.js';
import { ConversationListSchema, MessageListSchema, MessageSchema, UnreadCountSchema } from './schemas.js';
import { sendMessage } from './send.js';
import { SendBody, type SendFields, sendInput } from './send-input.js';
import { conversationMessages, deleteOwnMessage, listConversations, messagesOf, unreadCount } from './service.js';

const UserParams = Type.Object({ userId: Type.String({ minLength: 1, maxLength: 64 }) });
const ConversationParams = Type.Object({ conversationId: Type.String({ minLength: 1, maxLength: 64 }) });
const MessageParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
const ConversationsQuery = Type.Object({
  before: Type.Optional(Type.String({ pattern: ID_PATTERN.source })),
  [GROUP_CHATS_PARAM]: Type.Optional(
    Type.Literal('true', {
      description:
        'Group conversations are listed too. Without it only one-to-one conversations are (CONTRACT §7 clients know no groups)',
    }),
  ),
});
const HistoryQuery = Type.Object({
  before: Type.Optional(Type.String({ pattern: ID_PATTERN.source })),
  after: Type.Optional(Type.String({ pattern: ID_PATTERN.source })),
});
const tags = ['chat'];
const security = [{ session: [] }];
const loginRequired = { 401: httpMessages.LOGIN_REQUIRED };

/** The sending tab names its own socket so it is left out when the message is pushed to the sender's tabs. */
function readCursor(query: { before?: string; after?: string }) {
  if (query.before && query.after) throw badRequest(chatMessages.BEFORE_OR_AFTER);
  return { before: query.before, after: query.after };
}

function senderSocketId(request: FastifyRequest): string | undefined {
  const value = request.headers['x-socket-id'];
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : undefined;
}

export async function chatRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  await registerUploads(fastify, ctx.config);
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/api/messages',
    {
      schema: {
        summary: 'Send a message to a person (the first one starts the conversation) or into a conversation',
        description:
          "`recipientId` (one-to-one) or `conversationId` (any conversation you belong to, groups included). JSON with `img` as a data URL, or multipart/form-data with the same fields and an `img` file. Text or an image is required. The `newMessage` push goes to the other members' tabs; with the header `X-Socket-Id` (the sending tab's socket id) also to the sender's other tabs.",
        tags,
        security,
        body: { content: { 'application/json': { schema: SendBody } } },
        response: {
          201: MessageSchema,
          ...errorResponses({
            400: chatMessages.MESSAGE_EMPTY,
            ...loginRequired,
            403: visibilityMessages.USER_BLOCKED,
            404: [visibilityMessages.USER_NOT_FOUND, chatMessages.CONVERSATION_NOT_FOUND],
            413: mediaLimitMessages.imageTooLarge(ctx.config.media),
            415: mediaMessages.IMAGE_TYPE_UNSUPPORTED,
            429: limitRules.messagesPerUser.message,
          }),
        },
      },
      bodyLimit: dataUrlBodyLimit(ctx.config),
    },
    async (request, reply) => {
      const user = requireUser(request);
      const form = await readUploadRequest<SendFields>(ctx, request, { img: 'image' });
      try {
        const input = sendInput(form.fields, form.upload('img'));
        const message = await sendMessage(ctx, user.id, input, senderSocketId(request));
        return reply.code(201).send(message);
      } finally {
        await form.discard();
      }
    },
  );

  const conversationsSchema = {
    summary: 'Your conversations, latest activity first, with unread counts',
    description:
      '50 a page; `?before=<lastMessage._id>` for the next page. Groups are listed only with `?groups=true`; a client that sends it also opens its socket with `groups=true` in the handshake query, to hear group messages.',
    tags,
    security,
    querystring: ConversationsQuery,
    response: {
      200: ConversationListSchema,
      ...errorResponses({ 400: patternMismatch('before', ID_PATTERN.source), ...loginRequired }),
    },
  };
  app.get('/api/messages/conversations', { schema: conversationsSchema }, async (request) => {
    const user = requireUser(request);
    const { before, [GROUP_CHATS_PARAM]: groups } = request.query;
    return listConversations(ctx, user.id, { before, groups: groups === 'true' });
  });

  const historySchema = {
    summary: 'The conversation with a user, oldest first',
    description:
      'The latest 50 messages; `?before=<message _id>` for the 50 before that. Empty before the first message. ' +
      '`?after=<message _id>` gives the first 50 after it: a reconnecting client catches up from its last message.',
    tags,
    security,
    params: UserParams,
    querystring: HistoryQuery,
    response: {
      200: MessageListSchema,
      ...errorResponses({
        400: chatMessages.MESSAGE_TO_SELF,
        ...loginRequired,
        404: visibilityMessages.USER_NOT_FOUND,
      }),
    },
  };
  app.get('/api/messages/:userId', { schema: historySchema }, async (request) => {
    const user = requireUser(request);
    return conversationMessages(ctx, user.id, request.params.userId, readCursor(request.query));
  });

  const conversationHistorySchema = {
    summary: 'A conversation you belong to (one-to-one or group), oldest first',
    description:
      'Paged like the conversation with a user: `?before=` and `?after=` a message _id. Group messages carry `seenBy`.',
    tags,
    security,
    params: ConversationParams,
    querystring: HistoryQuery,
    response: {
      200: MessageListSchema,
      ...errorResponses({
        400: chatMessages.BEFORE_OR_AFTER,
        ...loginRequired,
        404: chatMessages.CONVERSATION_NOT_FOUND,
      }),
    },
  };
  app.get('/api/messages/conversation/:conversationId', { schema: conversationHistorySchema }, async (request) => {
    const user = requireUser(request);
    return messagesOf(ctx, user.id, request.params.conversationId, readCursor(request.query));
  });

  const unreadSchema = {
    summary: 'How many conversations hold messages you have not seen',
    tags,
    security,
    response: { 200: UnreadCountSchema, ...errorResponses(loginRequired) },
  };
  app.get('/api/messages/unread-count', { schema: unreadSchema }, async (request) => {
    const user = requireUser(request);
    return unreadCount(ctx, user.id);
  });

  const deleteSchema = {
    summary: 'Delete your message',
    description:
      'It stays in place for everyone as `{"deleted": true, "text": "", "img": ""}`; its image file is removed and every member hears `messageDeleted`.',
    tags,
    security,
    params: MessageParams,
    response: {
      200: MessageSchema,
      ...errorResponses({
        400: chatMessages.GROUP_UPDATE_UNDELETABLE,
        ...loginRequired,
        403: chatMessages.MESSAGE_DELETE_FORBIDDEN,
        404: chatMessages.MESSAGE_NOT_FOUND,
      }),
    },
  };
  app.delete('/api/messages/:id', { schema: deleteSchema }, async (request) => {
    const user = requireUser(request);
    return deleteOwnMessage(ctx, user.id, request.params.id);
  });
}
