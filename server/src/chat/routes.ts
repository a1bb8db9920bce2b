import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { requireUser } from '../auth/plugin.js';
import type { AppContext } from '../context.js';
import { ID_PATTERN } from '../db/ids.js';
import { badRequest } from '../errors.js';
import { readUploadForm, type UploadForm } from '../media/service.js';
import { dataUrlBodyLimit, isDataUrl } from '../media/spool.js';
import { conversationMessages, listConversations, type SendInput, sendMessage } from './service.js';

const IMAGE_NOT_AN_IMAGE = 'img must be an image file or a data URL.';

/** Generous caps: the service gives the precise, human rule; these only bound the work. */
const SendBody = Type.Object({
  message: Type.Optional(Type.Union([Type.String({ maxLength: 20_000 }), Type.Null()])),
  recipientId: Type.Optional(Type.String({ maxLength: 64 })),
  img: Type.Optional(Type.Union([Type.String(), Type.Null()])),
});
const UserParams = Type.Object({ userId: Type.String({ minLength: 1, maxLength: 64 }) });
const PageQuery = Type.Object({ before: Type.Optional(Type.String({ pattern: ID_PATTERN.source })) });

interface SendFields {
  message?: string | null;
  recipientId?: string;
  img?: string | null;
}

/** The same fields from JSON (`img` as a data URL) or from multipart (`img` as a file). */
function sendInput(fields: SendFields, form: UploadForm | null): SendInput {
  const file = form?.files.img;
  const dataUrl = fields.img ?? '';
  if (dataUrl !== '' && !isDataUrl(dataUrl)) throw badRequest(IMAGE_NOT_AN_IMAGE);
  return {
    text: fields.message ?? undefined,
    recipientId: fields.recipientId,
    image: file ? { file } : dataUrl ? { dataUrl } : undefined,
  };
}

/** The sending tab names its own socket so it is left out when the message is pushed to the sender's tabs. */
function senderSocketId(request: FastifyRequest): string | undefined {
  const value = request.headers['x-socket-id'];
  return typeof value === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(value) ? value : undefined;
}

export async function chatRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/api/messages',
    {
      schema: { body: { content: { 'application/json': { schema: SendBody } } } },
      bodyLimit: dataUrlBodyLimit(ctx.config),
    },
    async (request, reply) => {
      const user = requireUser(request);
      const form = request.isMultipart() ? await readUploadForm(ctx, request, { img: 'image' }) : null;
      try {
        const fields = (form ? form.fields : (request.body ?? {})) as SendFields;
        const message = await sendMessage(ctx, user.id, sendInput(fields, form), senderSocketId(request));
        return reply.code(201).send(message);
      } finally {
        await form?.discard();
      }
    },
  );

  app.get('/api/messages/conversations', { schema: { querystring: PageQuery } }, async (request) => {
    const user = requireUser(request);
    return listConversations(ctx, user.id, request.query.before);
  });

  app.get('/api/messages/:userId', { schema: { params: UserParams, querystring: PageQuery } }, async (request) => {
    const user = requireUser(request);
    return conversationMessages(ctx, user.id, request.params.userId, request.query.before);
  });
}
