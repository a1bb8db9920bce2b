import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { requireUser } from '../auth/plugin.js';
import type { AppContext } from '../context.js';
import { badRequest } from '../errors.js';
import { readUploadForm } from '../media/service.js';
import { createStory, listStories, listStoryViewers, removeStory, storyMessages, viewStory } from './service.js';

const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });

export async function storyRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  // Before the body is read or the input checked: every stories route is for logged-in users only.
  app.addHook('onRequest', async (request) => {
    requireUser(request);
  });

  app.post('/api/stories/create', async (request, reply) => {
    const user = requireUser(request);
    if (!request.isMultipart()) throw badRequest(storyMessages.noFile);
    const form = await readUploadForm(ctx, request, { media: 'image-or-video' });
    try {
      const story = await createStory(ctx, user, { file: form.files.media, mediaType: form.fields.mediaType });
      return reply.code(201).send(story);
    } finally {
      await form.discard();
    }
  });

  app.get('/api/stories/getall', async (request) => listStories(ctx, requireUser(request).id));

  app.post('/api/stories/:id/view', { schema: { params: IdParams } }, async (request) => {
    await viewStory(ctx, requireUser(request).id, request.params.id);
    return { success: true };
  });

  app.get('/api/stories/:id/getviews', { schema: { params: IdParams } }, async (request) =>
    listStoryViewers(ctx, requireUser(request).id, request.params.id),
  );

  app.delete('/api/stories/:id', { schema: { params: IdParams } }, async (request) => {
    await removeStory(ctx, requireUser(request).id, request.params.id);
    return { message: 'Story deleted successfully' };
  });
}
