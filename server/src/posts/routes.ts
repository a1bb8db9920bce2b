import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { requireUser } from '../auth/plugin.js';
import type { AppContext } from '../context.js';
import { readUploadForm } from '../media/service.js';
import { dataUrlBodyLimit } from '../media/spool.js';
import { PageQuery, pagingFrom } from './paging.js';
import {
  createPost,
  deletePost,
  getPost,
  type NewPost,
  replyToPost,
  repost,
  toggleLike,
  userPosts,
  userReplies,
} from './service.js';
import { postMessages } from './validation.js';

/** Generous caps: the service gives the precise, human rule; these only bound the work. */
const text = Type.Optional(Type.String({ maxLength: 5000 }));
const id = Type.Optional(Type.String({ maxLength: 64 }));

const CreateBody = Type.Object({ postedBy: id, text, img: Type.Optional(Type.String()) });
const ReplyBody = Type.Object({ text });
const RepostBody = Type.Object({ postId: id, message: text });
const PostParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
const UserParams = Type.Object({ username: Type.String({ minLength: 1, maxLength: 64 }) });

export async function postRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/api/posts/create',
    {
      schema: { body: { content: { 'application/json': { schema: CreateBody } } } },
      bodyLimit: dataUrlBodyLimit(ctx.config),
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (!request.isMultipart()) {
        const post = await createPost(ctx, user, (request.body ?? {}) as NewPost);
        return reply.code(201).send(post);
      }
      const form = await readUploadForm(ctx, request, { img: 'image', video: 'video' });
      try {
        const post = await createPost(ctx, user, {
          postedBy: form.fields.postedBy,
          text: form.fields.text,
          img: form.files.img ?? form.fields.img,
          video: form.files.video,
        });
        return reply.code(201).send(post);
      } finally {
        await form.discard();
      }
    },
  );

  app.get('/api/posts/:id', { schema: { params: PostParams } }, async (request) => getPost(ctx, request.params.id));

  app.delete('/api/posts/:id', { schema: { params: PostParams } }, async (request) => {
    const user = requireUser(request);
    await deletePost(ctx, user.id, request.params.id);
    return { message: postMessages.postDeleted };
  });

  app.put('/api/posts/like/:id', { schema: { params: PostParams } }, async (request) => {
    const user = requireUser(request);
    return toggleLike(ctx, user.id, request.params.id);
  });

  app.put('/api/posts/reply/:id', { schema: { params: PostParams, body: ReplyBody } }, async (request, reply) => {
    const user = requireUser(request);
    return reply.code(201).send(await replyToPost(ctx, user, request.params.id, request.body ?? {}));
  });

  app.post('/api/posts/repost', { schema: { body: RepostBody } }, async (request, reply) => {
    const user = requireUser(request);
    return reply.code(201).send(await repost(ctx, user.id, request.body ?? {}));
  });

  app.get('/api/posts/user/:username', { schema: { params: UserParams, querystring: PageQuery } }, async (request) =>
    userPosts(ctx, request.params.username, pagingFrom(request.query)),
  );

  app.get(
    '/api/posts/user/:username/replies',
    { schema: { params: UserParams, querystring: PageQuery } },
    async (request) => userReplies(ctx, request.params.username, pagingFrom(request.query)),
  );
}
