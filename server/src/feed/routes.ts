import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { requireUser } from '../auth/plugin.js';
import type { AppContext } from '../context.js';
import { pageProperties, pagingFrom } from '../db/pagination.js';
import { badRequest } from '../errors.js';
import { httpMessages } from '../http/messages.js';
import { errorResponses } from '../http/schemas.js';
import { countFragmentIn, sendPostList } from '../posts/list-json.js';
import { PostListSchema } from '../posts/schemas.js';
import { feedMessages } from './messages.js';
import { homeFeed, homeTimeline } from './service.js';

const FeedQuery = Type.Object({ ...pageProperties, media: Type.Optional(Type.String({ maxLength: 20 })) });

export async function feedRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const schema = {
    summary: 'Home feed: posts of the people you follow and your own, newest first, 20 a page',
    description:
      '`?page=n` (1-based; an empty page after the last) or `?before=<last id>`; `?media=video` for the video feed.',
    tags: ['feed'],
    security: [{ session: [] }],
    querystring: FeedQuery,
    response: {
      200: PostListSchema,
      ...errorResponses({ 400: feedMessages.FEED_MEDIA_INVALID, 401: httpMessages.LOGIN_REQUIRED }),
    },
  };
  app.get('/api/posts/feed', { schema }, async (request, reply) => {
    const user = requireUser(request);
    const { media } = request.query;
    if (media !== undefined && media !== 'video') throw badRequest(feedMessages.FEED_MEDIA_INVALID);
    const paging = pagingFrom(request.query);
    if (media === 'video') return homeFeed(ctx, user.id, paging, { videoOnly: true });
    return sendPostList(reply, await homeTimeline(ctx, user.id, paging), countFragmentIn(ctx.cache.caches.postViews));
  });
}
