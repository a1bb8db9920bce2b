import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { requireUser } from '../auth/plugin.js';
import type { AppContext } from '../context.js';
import { errorResponses } from '../http/schemas.js';
import { UserListSchema } from '../users/schemas.js';
import { listFollows, suggestedUsers, toggleFollow } from './service.js';

const UserKeyParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
const PageQuery = Type.Object({ before: Type.Optional(Type.String({ pattern: '^[0-9]{1,15}$' })) });
const tags = ['follows'];
const ToggleResult = Type.Object(
  { message: Type.String(), following: Type.Boolean({ description: 'Whether you follow them now' }) },
  { description: 'Toggled', examples: [{ message: 'Followed Jane Doe', following: true }] },
);

export async function followRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const toggleSchema = {
    summary: 'Follow, or unfollow if already following',
    tags,
    security: [{ session: [] }],
    params: UserKeyParams,
    response: {
      200: ToggleResult,
      ...errorResponses({ 400: 'You cannot follow yourself', 401: 'You must be logged in', 404: 'User not found' }),
    },
  };
  app.post('/api/users/follow/:id', { schema: toggleSchema }, async (request) => {
    const user = requireUser(request);
    const { following, target } = await toggleFollow(ctx, user.id, request.params.id);
    return {
      message: following ? `Followed ${target.name}` : `Unfollowed ${target.name}`,
      following,
    };
  });

  const suggestedSchema = { summary: 'Up to 10 users to follow', tags, response: { 200: UserListSchema } };
  app.get('/api/users/suggested', { schema: suggestedSchema }, async (request) =>
    suggestedUsers(ctx, request.user?.id ?? null),
  );

  for (const direction of ['followers', 'following'] as const) {
    app.get(
      `/api/users/:id/${direction}`,
      {
        schema: {
          summary: `The user's ${direction}, newest first, 100 a page (?before=<followedAt ms> for more)`,
          tags,
          params: UserKeyParams,
          querystring: PageQuery,
          response: {
            200: UserListSchema,
            ...errorResponses({ 400: 'before must match pattern "^[0-9]{1,15}$"', 404: 'User not found' }),
          },
        },
      },
      async (request) => {
        const { before } = request.query;
        return listFollows(ctx, direction, request.params.id, before === undefined ? undefined : Number(before));
      },
    );
  }
}
