import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { requireUser } from '../auth/plugin.js';
import type { AppContext } from '../context.js';
import { PageQuery, pagingFrom, pagingMessages } from '../db/pagination.js';
import { httpMessages } from '../http/messages.js';
import { errorResponses, Message } from '../http/schemas.js';
import { mediaMessages } from '../media/messages.js';
import { registerUploads } from '../media/multipart.js';
import { dataUrlBodyLimit } from '../media/spool.js';
import { readUploadRequest } from '../media/upload-request.js';
import { limitRules } from '../rate-limit/rules.js';
import { visibilityMessages } from '../visibility/index.js';
import { countFragmentIn, sendPost, sendPostList } from './list-json.js';
import { postMessages, postResults } from './messages.js';
import { deletePost } from './removal.js';
import { id, loggedIn, PostParams, tags, text } from './route-params.js';
import { LikeResultSchema, PostListSchema, PostSchema } from './schemas.js';
import { createPost, getPostListed, type NewPost, toggleLike, userPostsListed } from './service.js';

const CreateBody = Type.Object({ postedBy: id, text, img: Type.Optional(Type.String()), imgAlt: text, spoiler: text });
const UserParams = Type.Object({ username: Type.String({ minLength: 1, maxLength: 64 }) });

/** Posts: creating, reading, deleting, liking and a person's posts; edits and reposts have their own files. */
export async function postRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  await registerUploads(fastify, ctx.config);
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.post(
    '/api/posts/create',
    {
      schema: {
        summary: 'Create a post',
        description:
          'JSON with `img` as a data URL, or multipart/form-data with the same fields and `img` / `video` files. `postedBy` must be your own id. `imgAlt` (at most 1,000 characters) describes the image; `spoiler` (at most 100) is a content warning.',
        tags,
        security: loggedIn,
        body: { content: { 'application/json': { schema: CreateBody } } },
        response: {
          201: PostSchema,
          ...errorResponses({
            400: postMessages.POST_EMPTY,
            401: httpMessages.LOGIN_REQUIRED,
            403: postMessages.POST_AS_SOMEONE_ELSE,
            413: httpMessages.BODY_TOO_LARGE,
            415: mediaMessages.MEDIA_TYPE_UNSUPPORTED,
            429: httpMessages.TOO_MANY_REQUESTS,
          }),
        },
      },
      bodyLimit: dataUrlBodyLimit(ctx.config),
    },
    async (request, reply) => {
      const user = requireUser(request);
      const form = await readUploadRequest<NewPost>(ctx, request, { img: 'image', video: 'video' });
      try {
        const { postedBy, text, imgAlt, spoiler } = form.fields;
        const upload = { img: form.upload('img'), video: form.files.video };
        const post = await createPost(ctx, user, { postedBy, text, imgAlt, spoiler, ...upload });
        return reply.code(201).send(post);
      } finally {
        await form.discard();
      }
    },
  );

  const postSchema = {
    summary: 'One post',
    tags,
    params: PostParams,
    response: { 200: PostSchema, ...errorResponses({ 404: postMessages.POST_NOT_FOUND }) },
  };
  app.get('/api/posts/:id', { schema: postSchema }, async (request, reply) =>
    sendPost(
      reply,
      await getPostListed(ctx, request.user?.id ?? null, request.params.id),
      countFragmentIn(ctx.cache.caches.postViews),
    ),
  );

  const deleteSchema = {
    summary: 'Delete your post: with replies it stays in its thread as "This post was deleted", without it goes',
    description:
      'Its words, media, likes, bookmarks, tags, bare reposts and the notifications it caused go either way.',
    tags,
    security: loggedIn,
    params: PostParams,
    response: {
      200: Message(postResults.postDeleted),
      ...errorResponses({
        401: httpMessages.LOGIN_REQUIRED,
        403: postMessages.POST_DELETE_FORBIDDEN,
        404: postMessages.POST_NOT_FOUND,
      }),
    },
  };
  app.delete('/api/posts/:id', { schema: deleteSchema }, async (request) => {
    const user = requireUser(request);
    await deletePost(ctx, user.id, request.params.id);
    return { message: postResults.postDeleted };
  });

  const likeSchema = {
    summary: 'Like, or unlike if already liked',
    tags,
    security: loggedIn,
    params: PostParams,
    response: {
      200: LikeResultSchema,
      ...errorResponses({
        401: httpMessages.LOGIN_REQUIRED,
        403: visibilityMessages.USER_BLOCKED,
        404: postMessages.POST_NOT_FOUND,
        429: limitRules.likesPerUser.message,
      }),
    },
  };
  app.put('/api/posts/like/:id', { schema: likeSchema }, async (request) => {
    const user = requireUser(request);
    return toggleLike(ctx, user.id, request.params.id);
  });

  const userPostsSchema = {
    summary: "A user's posts, newest first, 20 a page (?page=n or ?before=<last id>)",
    tags,
    params: UserParams,
    querystring: PageQuery,
    response: {
      200: PostListSchema,
      ...errorResponses({ 400: pagingMessages.PAGE_INVALID, 404: visibilityMessages.USER_NOT_FOUND }),
    },
  };
  app.get('/api/posts/user/:username', { schema: userPostsSchema }, async (request, reply) =>
    sendPostList(
      reply,
      await userPostsListed(ctx, request.user?.id ?? null, request.params.username, pagingFrom(request.query)),
      countFragmentIn(ctx.cache.caches.postViews),
    ),
  );
}
