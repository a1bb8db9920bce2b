import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { requireUser } from '../auth/plugin.js';
import type { AppContext } from '../context.js';
import { badRequest } from '../errors.js';
import { httpMessages } from '../http/messages.js';
import { errorResponses, Message } from '../http/schemas.js';
import { mediaLimitMessages, mediaMessages } from '../media/messages.js';
import { registerUploads } from '../media/multipart.js';
import { readUploadRequest } from '../media/upload-request.js';
import { limitRules } from '../rate-limit/rules.js';
import { visibilityMessages } from '../visibility/index.js';
import { storyMessages } from './messages.js';
import { StoryListSchema, StorySchema, StoryViewersSchema, ViewedSchema } from './schemas.js';
import { createStory, listStories, listStoryViewers, removeStory, viewStory } from './service.js';

const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
const tags = ['stories'];
const security = [{ session: [] }];
const loginRequired = { 401: httpMessages.LOGIN_REQUIRED };

export async function storyRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  await registerUploads(fastify, ctx.config);
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // Before the body is read or the input checked: every stories route is for logged-in users only.
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  const createSchema = {
    summary: 'Share a story for STORY_TTL_HOURS (24 by default)',
    description:
      "multipart/form-data: a `media` file (JPEG, PNG, WebP, GIF, AVIF; MP4, WebM, MOV) and an optional `mediaType` (`image` or `video`), which must agree with the file's content. Counts toward the uploads rate limit.",
    tags,
    security,
    response: {
      201: StorySchema,
      ...errorResponses({
        400: storyMessages.STORY_FILE_IS_IMAGE,
        ...loginRequired,
        413: mediaLimitMessages.videoTooLarge(ctx.config.media),
        415: mediaMessages.MEDIA_TYPE_UNSUPPORTED,
        429: limitRules.uploadsPerUser.message,
      }),
    },
  };
  app.post('/api/stories/create', { schema: createSchema }, async (request, reply) => {
    const user = requireUser(request);
    if (!request.isMultipart()) throw badRequest(storyMessages.STORY_FILE_REQUIRED);
    const form = await readUploadRequest<{ mediaType: string }>(ctx, request, { media: 'image-or-video' });
    try {
      const story = await createStory(ctx, user, { file: form.files.media, mediaType: form.fields.mediaType });
      return reply.code(201).send(story);
    } finally {
      await form.discard();
    }
  });

  const listSchema = {
    summary: 'Live stories of the people you follow and yours',
    tags,
    security,
    response: { 200: StoryListSchema, ...errorResponses(loginRequired) },
  };
  app.get('/api/stories/getall', { schema: listSchema }, async (request) => listStories(ctx, requireUser(request).id));

  const viewSchema = {
    summary: "Mark a story seen; counted once per viewer, never for the story's owner",
    tags,
    security,
    params: IdParams,
    response: {
      200: ViewedSchema,
      ...errorResponses({
        ...loginRequired,
        403: visibilityMessages.USER_BLOCKED,
        404: storyMessages.STORY_NOT_FOUND,
        429: limitRules.storyViewsPerUser.message,
      }),
    },
  };
  app.post('/api/stories/:id/view', { schema: viewSchema }, async (request) => {
    await viewStory(ctx, requireUser(request).id, request.params.id);
    return { success: true };
  });

  const viewersSchema = {
    summary: "Who has seen your story (the owner's only)",
    tags,
    security,
    params: IdParams,
    response: {
      200: StoryViewersSchema,
      ...errorResponses({
        ...loginRequired,
        403: storyMessages.STORY_VIEWERS_FORBIDDEN,
        404: storyMessages.STORY_NOT_FOUND,
      }),
    },
  };
  app.get('/api/stories/:id/getviews', { schema: viewersSchema }, async (request) =>
    listStoryViewers(ctx, requireUser(request).id, request.params.id),
  );

  const deleteSchema = {
    summary: 'Delete your story with its views and media',
    tags,
    security,
    params: IdParams,
    response: {
      200: Message('Story deleted successfully'),
      ...errorResponses({
        ...loginRequired,
        403: storyMessages.STORY_DELETE_FORBIDDEN,
        404: storyMessages.STORY_NOT_FOUND,
      }),
    },
  };
  app.delete('/api/stories/:id', { schema: deleteSchema }, async (request) => {
    await removeStory(ctx, requireUser(request).id, request.params.id);
    return { message: 'Story deleted successfully' };
  });
}
