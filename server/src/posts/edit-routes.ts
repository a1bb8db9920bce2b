import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { requireUser } from '../auth/plugin.js';
import type { AppContext } from '../context.js';
import { httpMessages } from '../http/messages.js';
import { errorResponses } from '../http/schemas.js';
import { limitRules } from '../rate-limit/rules.js';
import { editPost, postHistory } from './editing.js';
import { postMessages } from './messages.js';
import { loggedIn, PostParams, tags, text } from './route-params.js';
import { PostHistorySchema, PostSchema } from './schemas.js';

const EditBody = Type.Object({ text, spoiler: text });

/** Editing a post and reading its earlier versions. */
export async function editRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  const editSchema = {
    summary: 'Edit your post: its text and content warning (media stay); the earlier version goes to its history',
    description: 'Fields left out stay as they are. Same text rules as a new post.',
    tags,
    security: loggedIn,
    params: PostParams,
    body: EditBody,
    response: {
      200: PostSchema,
      ...errorResponses({
        400: postMessages.POST_EMPTY,
        401: httpMessages.LOGIN_REQUIRED,
        403: postMessages.POST_EDIT_FORBIDDEN,
        404: postMessages.POST_NOT_FOUND,
        409: postMessages.POST_EDIT_CONFLICT,
        429: limitRules.editsPerUser.message,
      }),
    },
  };
  app.put('/api/posts/:id', { schema: editSchema }, async (request) => {
    const user = requireUser(request);
    return editPost(ctx, user.id, request.params.id, request.body ?? {});
  });

  const historySchema = {
    summary: "A post's versions, oldest first (the original included); open to whoever may open the post",
    tags,
    params: PostParams,
    response: { 200: PostHistorySchema, ...errorResponses({ 404: postMessages.POST_NOT_FOUND }) },
  };
  app.get('/api/posts/:id/history', { schema: historySchema }, async (request) =>
    postHistory(ctx, request.user?.id ?? null, request.params.id),
  );
}
