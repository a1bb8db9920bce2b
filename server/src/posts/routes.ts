import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { requireUser } from '../auth/plugin.js';
import type { AppContext } from '../context.js';
import { PageQuery, pagingFrom, pagingMessages } from '../db/pagination.js';
import { LOGIN_REQUIRED, TOO_MANY_REQUESTS } from '../errors.js';
import { BODY_TOO_LARGE } from '../http/error-handler.js';
import { errorResponses, Message } from '../http/schemas.js';
import { mediaMessages } from '../media/messages.js';
import { dataUrlBodyLimit } from '../media/spool.js';
import { readUploadRequest } from '../media/upload-request.js';
import { limitRules } from '../rate-limit/rules.js';
import { USER_NOT_FOUND } from '../users/messages.js';
import { visibilityMessages } from '../visibility/index.js';
import { editPost, postHistory } from './editing.js';
import { deletePost } from './removal.js';
import { repost, undoRepost } from './reposts.js';
import { LikeResultSchema, PostHistorySchema, PostListSchema, PostSchema } from './schemas.js';
import { createPost, getPost, type NewPost, toggleLike, userPosts } from './service.js';
import { postMessages } from './validation.js';

/** Generous caps: the service gives the precise, human rule; these only bound the work. */
const text = Type.Optional(Type.String({ maxLength: 5000 }));
const id = Type.Optional(Type.String({ maxLength: 64 }));

const CreateBody = Type.Object({ postedBy: id, text, img: Type.Optional(Type.String()), imgAlt: text, spoiler: text });
const EditBody = Type.Object({ text, spoiler: text });
const RepostBody = Type.Object({ postId: id, message: text });
const PostParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
const RepostParams = Type.Object({ postId: Type.String({ minLength: 1, maxLength: 64 }) });
const UserParams = Type.Object({ username: Type.String({ minLength: 1, maxLength: 64 }) });
const tags = ['posts'];
const loggedIn = [{ session: [] }];

export async function postRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
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
            400: postMessages.emptyPost,
            401: LOGIN_REQUIRED,
            403: postMessages.postAsSomeoneElse,
            413: BODY_TOO_LARGE,
            415: mediaMessages.unsupportedMedia,
            429: TOO_MANY_REQUESTS,
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
    response: { 200: PostSchema, ...errorResponses({ 404: postMessages.postNotFound }) },
  };
  app.get('/api/posts/:id', { schema: postSchema }, async (request) =>
    getPost(ctx, request.user?.id ?? null, request.params.id),
  );

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
        400: postMessages.emptyPost,
        401: LOGIN_REQUIRED,
        403: postMessages.editOthers,
        404: postMessages.postNotFound,
        409: postMessages.editConflict,
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
    response: { 200: PostHistorySchema, ...errorResponses({ 404: postMessages.postNotFound }) },
  };
  app.get('/api/posts/:id/history', { schema: historySchema }, async (request) =>
    postHistory(ctx, request.user?.id ?? null, request.params.id),
  );

  const deleteSchema = {
    summary: 'Delete your post: with replies it stays in its thread as "This post was deleted", without it goes',
    description:
      'Its words, media, likes, bookmarks, tags, bare reposts and the notifications it caused go either way.',
    tags,
    security: loggedIn,
    params: PostParams,
    response: {
      200: Message(postMessages.postDeleted),
      ...errorResponses({
        401: LOGIN_REQUIRED,
        403: postMessages.deleteOthers,
        404: postMessages.postNotFound,
      }),
    },
  };
  app.delete('/api/posts/:id', { schema: deleteSchema }, async (request) => {
    const user = requireUser(request);
    await deletePost(ctx, user.id, request.params.id);
    return { message: postMessages.postDeleted };
  });

  const likeSchema = {
    summary: 'Like, or unlike if already liked',
    tags,
    security: loggedIn,
    params: PostParams,
    response: {
      200: LikeResultSchema,
      ...errorResponses({
        401: LOGIN_REQUIRED,
        403: visibilityMessages.blocked,
        404: postMessages.postNotFound,
        429: limitRules.likesPerUser.message,
      }),
    },
  };
  app.put('/api/posts/like/:id', { schema: likeSchema }, async (request) => {
    const user = requireUser(request);
    return toggleLike(ctx, user.id, request.params.id);
  });

  const repostSchema = {
    summary: 'Repost a post; with a message it is a quote (reposting a plain repost reposts its original)',
    description: 'A plain repost (no message) at most once per person and post: again → 409. Quotes are not limited.',
    tags,
    security: loggedIn,
    body: RepostBody,
    response: {
      201: PostSchema,
      ...errorResponses({
        400: postMessages.postIdRequired,
        401: LOGIN_REQUIRED,
        403: visibilityMessages.blocked,
        404: postMessages.postNotFound,
        409: postMessages.alreadyReposted,
        429: TOO_MANY_REQUESTS,
      }),
    },
  };
  app.post('/api/posts/repost', { schema: repostSchema }, async (request, reply) => {
    const user = requireUser(request);
    return reply.code(201).send(await repost(ctx, user.id, request.body ?? {}));
  });

  const undoRepostSchema = {
    summary: "Undo your plain repost of a post (or of a plain repost's original)",
    description:
      'Answers the original post as you now see it (`reposted: false`, `repostsCount` one less). Quotes are deleted like posts.',
    tags,
    security: loggedIn,
    params: RepostParams,
    response: {
      200: PostSchema,
      ...errorResponses({
        401: LOGIN_REQUIRED,
        404: postMessages.notReposted,
      }),
    },
  };
  app.delete('/api/posts/repost/:postId', { schema: undoRepostSchema }, async (request) => {
    const user = requireUser(request);
    return undoRepost(ctx, user.id, request.params.postId);
  });

  const userPostsSchema = {
    summary: "A user's posts, newest first, 20 a page (?page=n or ?before=<last id>)",
    tags,
    params: UserParams,
    querystring: PageQuery,
    response: { 200: PostListSchema, ...errorResponses({ 400: pagingMessages.page, 404: USER_NOT_FOUND }) },
  };
  app.get('/api/posts/user/:username', { schema: userPostsSchema }, async (request) =>
    userPosts(ctx, request.user?.id ?? null, request.params.username, pagingFrom(request.query)),
  );
}
