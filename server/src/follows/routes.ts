import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { requireUser } from '../auth/plugin.js';
import type { AppContext } from '../context.js';
import { listFollows, suggestedUsers, toggleFollow } from './service.js';

const UserKeyParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
const PageQuery = Type.Object({ before: Type.Optional(Type.String({ pattern: '^[0-9]{1,15}$' })) });

export async function followRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.post('/api/users/follow/:id', { schema: { params: UserKeyParams } }, async (request) => {
    const user = requireUser(request);
    const { following, target } = await toggleFollow(ctx, user.id, request.params.id);
    return {
      message: following ? `Followed ${target.name}` : `Unfollowed ${target.name}`,
      following,
    };
  });

  app.get('/api/users/suggested', async (request) => suggestedUsers(ctx, request.user?.id ?? null));

  for (const direction of ['followers', 'following'] as const) {
    app.get(
      `/api/users/:id/${direction}`,
      { schema: { params: UserKeyParams, querystring: PageQuery } },
      async (request) => {
        const { before } = request.query;
        return listFollows(ctx, direction, request.params.id, before === undefined ? undefined : Number(before));
      },
    );
  }
}
