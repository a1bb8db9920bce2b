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
import { visibilityMessages } from '../visibility/index.js';
import { postMessages, postResults } from './messages.js';
import { type NewReply, replyToPost, userReplies } from './replies.js';
import { deleteReplyAs } from './reply-removal.js';
import { ReplyAnswerSchema, UserReplyListSchema } from './schemas.js';
import { getThread } from './thread.js';
import { ThreadSchema } from './thread-schemas.js';

/** Generous caps: the service gives the precise, human rule; these only bound the work. */
const text = Type.Optional(Type.String({ maxLength: 5000 }));

const ReplyBody = Type.Object({ text, img: Type.Optional(Type.String()), imgAlt: text, spoiler: text });
const PostParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
const ReplyParams = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 64, description: 'The post' }),
  replyId: Type.String({ minLength: 1, maxLength: 64 }),
});
const UserParams = Type.Object({ username: Type.String({ minLength: 1, maxLength: 64 }) });
const tags = ['posts'];
const loggedIn = [{ session: [] }];

/** Replying, the seed's reply deletion, a person's replies and a post's thread. */
export async function replyRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  await registerUploads(fastify, ctx.config);
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  const replySchema = {
    summary: 'Reply to a post (or to a reply): the reply is a post with a parent',
    description:
      'JSON `{text}` as the seed contract sends it, or the fields of a new post: `img` as a data URL, or multipart/form-data with `img` / `video` files, `imgAlt`, `spoiler`. Text, an image or a video is needed. Answers the reply in the seed shape (`_id`, `username`, `userProfilePic`, `text`) with every field of a post.',
    tags,
    security: loggedIn,
    params: PostParams,
    body: { content: { 'application/json': { schema: ReplyBody } } },
    response: {
      201: ReplyAnswerSchema,
      ...errorResponses({
        400: postMessages.REPLY_TEXT_REQUIRED,
        401: httpMessages.LOGIN_REQUIRED,
        403: visibilityMessages.USER_BLOCKED,
        404: postMessages.POST_NOT_FOUND,
        413: httpMessages.BODY_TOO_LARGE,
        415: mediaMessages.MEDIA_TYPE_UNSUPPORTED,
        429: httpMessages.TOO_MANY_REQUESTS,
      }),
    },
  };
  app.put(
    '/api/posts/reply/:id',
    { schema: replySchema, bodyLimit: dataUrlBodyLimit(ctx.config) },
    async (request, reply) => {
      const user = requireUser(request);
      const form = await readUploadRequest<NewReply>(ctx, request, { img: 'image', video: 'video' });
      try {
        const { text, imgAlt, spoiler } = form.fields;
        const input = { text, imgAlt, spoiler, img: form.upload('img'), video: form.files.video };
        return reply.code(201).send(await replyToPost(ctx, user, request.params.id, input));
      } finally {
        await form.discard();
      }
    },
  );

  const deleteReplySchema = {
    summary: "Delete a reply: your own, or anyone's on your post",
    tags,
    security: loggedIn,
    params: ReplyParams,
    response: {
      200: Message(postResults.replyDeleted),
      ...errorResponses({
        401: httpMessages.LOGIN_REQUIRED,
        403: postMessages.REPLY_DELETE_FORBIDDEN,
        404: postMessages.REPLY_NOT_FOUND,
      }),
    },
  };
  app.delete('/api/posts/:id/replies/:replyId', { schema: deleteReplySchema }, async (request) => {
    const user = requireUser(request);
    await deleteReplyAs(ctx, user.id, request.params.id, request.params.replyId);
    return { message: postResults.replyDeleted };
  });

  app.get(
    '/api/posts/user/:username/replies',
    {
      schema: {
        summary: "A user's replies, newest first, each with its post, 20 a page",
        tags,
        params: UserParams,
        querystring: PageQuery,
        response: {
          200: UserReplyListSchema,
          ...errorResponses({ 400: pagingMessages.PAGE_INVALID, 404: visibilityMessages.USER_NOT_FOUND }),
        },
      },
    },
    async (request) => userReplies(ctx, request.user?.id ?? null, request.params.username, pagingFrom(request.query)),
  );

  const threadSchema = {
    summary: 'A post in its thread: the posts above it (root first), the post, and its replies page by page',
    description:
      'Replies newest first, 20 a page (`?before=<last reply id>` or `?page=n`), each with its first two replies and how many more it has. Blocked people and, under the post, muted people and muted words are left out; a deleted post with replies shows as `hidden: "deleted"`, one you may not see above the post as `hidden: "unavailable"`. 404 when the post itself is hidden from you.',
    tags,
    params: PostParams,
    querystring: PageQuery,
    response: {
      200: ThreadSchema,
      ...errorResponses({ 400: pagingMessages.PAGE_INVALID, 404: postMessages.POST_NOT_FOUND }),
    },
  };
  app.get('/api/posts/:id/thread', { schema: threadSchema }, async (request) =>
    getThread(ctx, request.user?.id ?? null, request.params.id, pagingFrom(request.query)),
  );
}
