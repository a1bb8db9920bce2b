import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { requireUser } from '../auth/plugin.js';
import type { AppContext } from '../context.js';
import { httpMessages } from '../http/messages.js';
import { errorResponses } from '../http/schemas.js';
import { UserListSchema } from '../users/schemas.js';
import { visibilityMessages } from '../visibility/index.js';
import { safetyMessages } from './messages.js';
import { BlockResultSchema, MutedWordsBody, MutedWordsSchema, MuteResultSchema } from './schemas.js';
import { getMutedWords, listBlocked, listMuted, setMutedWords, toggleBlock, toggleMute } from './service.js';

const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
const tags = ['safety'];
const security = [{ session: [] }];

export async function safetyRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  const blockSchema = {
    summary: 'Block, or unblock if blocked',
    description:
      'A block ends the follows between you both ways; neither of you then sees the other anywhere, and neither can follow, like, reply, repost, message or view the other’s stories.',
    tags,
    security,
    params: IdParams,
    response: {
      200: BlockResultSchema,
      ...errorResponses({
        400: safetyMessages.BLOCK_SELF,
        401: httpMessages.LOGIN_REQUIRED,
        404: visibilityMessages.USER_NOT_FOUND,
      }),
    },
  };
  app.post('/api/users/block/:id', { schema: blockSchema }, async (request) => ({
    blocked: await toggleBlock(ctx, requireUser(request).id, request.params.id),
  }));

  const blocksSchema = {
    summary: 'The people you block, newest first',
    tags,
    security,
    response: { 200: UserListSchema, ...errorResponses({ 401: httpMessages.LOGIN_REQUIRED }) },
  };
  app.get('/api/users/blocks', { schema: blocksSchema }, async (request) => listBlocked(ctx, requireUser(request).id));

  const muteSchema = {
    summary: 'Mute, or unmute if muted',
    description:
      'Their posts and reposts leave your home and video feeds and they notify you of nothing; they are not told.',
    tags,
    security,
    params: IdParams,
    response: {
      200: MuteResultSchema,
      ...errorResponses({
        400: safetyMessages.MUTE_SELF,
        401: httpMessages.LOGIN_REQUIRED,
        404: visibilityMessages.USER_NOT_FOUND,
      }),
    },
  };
  app.post('/api/users/mute/:id', { schema: muteSchema }, async (request) => ({
    muted: await toggleMute(ctx, requireUser(request).id, request.params.id),
  }));

  const mutesSchema = {
    summary: 'The people you mute, newest first',
    tags,
    security,
    response: { 200: UserListSchema, ...errorResponses({ 401: httpMessages.LOGIN_REQUIRED }) },
  };
  app.get('/api/users/mutes', { schema: mutesSchema }, async (request) => listMuted(ctx, requireUser(request).id));

  const getWordsSchema = {
    summary: 'Your muted words',
    tags,
    security,
    response: { 200: MutedWordsSchema, ...errorResponses({ 401: httpMessages.LOGIN_REQUIRED }) },
  };
  app.get('/api/users/muted-words', { schema: getWordsSchema }, async (request) =>
    getMutedWords(ctx, requireUser(request).id),
  );

  const putWordsSchema = {
    summary: 'Replace your muted words',
    description:
      'At most 100 words of 1 to 50 characters, trimmed; matching ignores case and takes whole words only. Posts containing one leave your home and video feeds.',
    tags,
    security,
    body: MutedWordsBody,
    response: {
      200: MutedWordsSchema,
      ...errorResponses({ 400: safetyMessages.MUTED_WORD_LENGTH, 401: httpMessages.LOGIN_REQUIRED }),
    },
  };
  app.put('/api/users/muted-words', { schema: putWordsSchema }, async (request) =>
    setMutedWords(ctx, requireUser(request).id, request.body?.words),
  );
}
