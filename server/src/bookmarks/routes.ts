import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { requireUser } from '../auth/plugin.js';
import type { AppContext } from '../context.js';
import { httpMessages } from '../http/messages.js';
import { errorResponses } from '../http/schemas.js';
import { postMessages } from '../posts/messages.js';
import { BookmarkResultSchema, PostListSchema } from '../posts/schemas.js';
import { limitRules } from '../rate-limit/rules.js';
import { visibilityMessages } from '../visibility/index.js';
import { myBookmarks, toggleBookmark } from './service.js';

const PostParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
const PageQuery = Type.Object({ before: Type.Optional(Type.String({ maxLength: 64 })) });
const tags = ['posts'];
const security = [{ session: [] }];

export async function bookmarkRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  const toggleSchema = {
    summary: 'Bookmark a post, or remove the bookmark if it is there (private: nobody is told)',
    tags,
    security,
    params: PostParams,
    response: {
      200: BookmarkResultSchema,
      ...errorResponses({
        401: httpMessages.LOGIN_REQUIRED,
        403: visibilityMessages.USER_BLOCKED,
        404: postMessages.POST_NOT_FOUND,
        429: limitRules.bookmarksPerUser.message,
      }),
    },
  };
  app.post('/api/posts/bookmark/:id', { schema: toggleSchema }, async (request) => {
    const user = requireUser(request);
    return toggleBookmark(ctx, user.id, request.params.id);
  });

  const listSchema = {
    summary: 'Your bookmarked posts, most recently bookmarked first, 20 a page (?before=<last post id>)',
    tags,
    security,
    querystring: PageQuery,
    response: {
      200: PostListSchema,
      ...errorResponses({ 400: postMessages.BOOKMARK_CURSOR_INVALID, 401: httpMessages.LOGIN_REQUIRED }),
    },
  };
  app.get('/api/posts/bookmarks', { schema: listSchema }, async (request) => {
    const user = requireUser(request);
    return myBookmarks(ctx, user.id, request.query.before);
  });
}
