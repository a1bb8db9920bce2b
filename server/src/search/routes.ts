import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { SEARCH_MAX_CHARS } from '@threads/contract';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { AppContext } from '../context.js';
import { errorResponses } from '../http/schemas.js';
import { PostListSchema } from '../posts/schemas.js';
import { searchMessages } from './messages.js';
import { searchPosts } from './service.js';

/** A generous cap: the service gives the precise rule (at most 200 characters). */
const SearchQuery = Type.Object({
  q: Type.Optional(
    Type.String({
      maxLength: 2000,
      description: `Words to find, at most ${SEARCH_MAX_CHARS} characters`,
      examples: ['sleep cat'],
    }),
  ),
  before: Type.Optional(Type.String({ maxLength: 64 })),
});

/** Open to visitors, like post pages. */
export async function searchRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const schema = {
    summary: 'Posts with every word of `q` (each also as a prefix), newest first, 20 a page (?before=<last post id>)',
    tags: ['posts'],
    querystring: SearchQuery,
    response: { 200: PostListSchema, ...errorResponses({ 400: searchMessages.SEARCH_QUERY_INVALID }) },
  };
  app.get('/api/posts/search', { schema }, async (request) =>
    searchPosts(ctx, request.user?.id ?? null, request.query.q, request.query.before),
  );
}
