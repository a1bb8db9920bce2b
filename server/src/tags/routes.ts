import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { AppContext } from '../context.js';
import { errorResponses } from '../http/schemas.js';
import { PostListSchema } from '../posts/schemas.js';
import { tagMessages } from './messages.js';
import { postsWithTag, TRENDING_SIZE, trending } from './service.js';

const TagParams = Type.Object({
  tag: Type.String({ minLength: 1, maxLength: 200, description: 'The tag, with or without `#`, any case' }),
});
const PageQuery = Type.Object({ before: Type.Optional(Type.String({ maxLength: 64 })) });
const TrendingSchema = Type.Array(
  Type.Object({
    tag: Type.String({ description: 'Lower case, without `#`' }),
    posts: Type.Integer({ description: 'Distinct posts (repost messages included) with the tag in the last 24 hours' }),
  }),
  {
    description: `Up to ${TRENDING_SIZE} tags, the most used first`,
    examples: [
      [
        { tag: 'cats', posts: 12 },
        { tag: 'sunday', posts: 4 },
      ],
    ],
  },
);
const tags = ['posts'];

/** Tag pages and trends are open to visitors, like post pages. */
export async function tagRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  const tagSchema = {
    summary: 'Posts with a hashtag, newest first, 20 a page (?before=<last post id>)',
    tags,
    params: TagParams,
    querystring: PageQuery,
    response: { 200: PostListSchema, ...errorResponses({ 400: tagMessages.TAG_INVALID }) },
  };
  app.get('/api/posts/tag/:tag', { schema: tagSchema }, async (request) =>
    postsWithTag(ctx, request.user?.id ?? null, request.params.tag, request.query.before),
  );

  const trendingSchema = {
    summary: 'The most used hashtags of the last 24 hours, by distinct posts',
    tags,
    response: { 200: TrendingSchema },
  };
  app.get('/api/tags/trending', { schema: trendingSchema }, async () => trending(ctx));
}
