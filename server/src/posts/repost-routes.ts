import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { requireUser } from '../auth/plugin.js';
import type { AppContext } from '../context.js';
import { httpMessages } from '../http/messages.js';
import { errorResponses } from '../http/schemas.js';
import { visibilityMessages } from '../visibility/index.js';
import { postMessages } from './messages.js';
import { repost, undoRepost } from './reposts.js';
import { id, loggedIn, tags, text } from './route-params.js';
import { PostSchema } from './schemas.js';

const RepostBody = Type.Object({ postId: id, message: text });
const RepostParams = Type.Object({ postId: Type.String({ minLength: 1, maxLength: 64 }) });

/** Reposting (plainly or with a message: a quote) and undoing a plain repost. */
export async function repostRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  const repostSchema = {
    summary: 'Repost a post; with a message it is a quote (reposting a plain repost reposts its original)',
    description: 'A plain repost (no message) at most once per person and post: again → 409. Quotes are not limited.',
    tags,
    security: loggedIn,
    body: RepostBody,
    response: {
      201: PostSchema,
      ...errorResponses({
        400: postMessages.POST_ID_REQUIRED,
        401: httpMessages.LOGIN_REQUIRED,
        403: visibilityMessages.USER_BLOCKED,
        404: postMessages.POST_NOT_FOUND,
        409: postMessages.REPOST_EXISTS,
        429: httpMessages.TOO_MANY_REQUESTS,
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
        401: httpMessages.LOGIN_REQUIRED,
        404: postMessages.REPOST_NOT_FOUND,
      }),
    },
  };
  app.delete('/api/posts/repost/:postId', { schema: undoRepostSchema }, async (request) => {
    const user = requireUser(request);
    return undoRepost(ctx, user.id, request.params.postId);
  });
}
