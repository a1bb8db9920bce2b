import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { requireUser } from '../auth/plugin.js';
import type { AppContext } from '../context.js';
import { isId } from '../db/ids.js';
import { badRequest } from '../errors.js';
import { patternMismatch } from '../http/error-handler.js';
import { httpMessages } from '../http/messages.js';
import { errorResponses } from '../http/schemas.js';
import { limitRules } from '../rate-limit/rules.js';
import { FollowListSchema, UserListSchema } from '../users/schemas.js';
import { visibilityMessages } from '../visibility/messages.js';
import { followMessages } from './messages.js';
import { listFollows, suggestedUsers, toggleFollow } from './service.js';

const UserKeyParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
const FOLLOWED_AT_PATTERN = '^[0-9]{1,15}$';
const PageQuery = Type.Object({
  before: Type.Optional(Type.String({ pattern: FOLLOWED_AT_PATTERN })),
  beforeId: Type.Optional(Type.String({ maxLength: 64 })),
});
const tags = ['follows'];
const ToggleResult = Type.Object(
  {
    message: Type.String(),
    following: Type.Boolean({ description: 'Whether you follow them now' }),
    followPending: Type.Optional(
      Type.Literal(true, { description: 'A person on another server: following once their server accepts' }),
    ),
  },
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
      ...errorResponses({
        400: followMessages.FOLLOW_SELF,
        401: httpMessages.LOGIN_REQUIRED,
        404: visibilityMessages.USER_NOT_FOUND,
        429: limitRules.followsPerUser.message,
      }),
    },
  };
  app.post('/api/users/follow/:id', { schema: toggleSchema }, async (request) => {
    const user = requireUser(request);
    const { following, pending, target } = await toggleFollow(ctx, user.id, request.params.id);
    if (pending) return { message: `Asked to follow ${target.name}`, following, followPending: true as const };
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
          summary: `The user's ${direction}, newest follow first, 100 a page`,
          description: "For the next page pass the last item's `followedAt` as `before` and its `_id` as `beforeId`.",
          tags,
          params: UserKeyParams,
          querystring: PageQuery,
          response: {
            200: FollowListSchema,
            ...errorResponses({
              400: patternMismatch('before', FOLLOWED_AT_PATTERN),
              404: visibilityMessages.USER_NOT_FOUND,
            }),
          },
        },
      },
      async (request) => {
        const { before, beforeId } = request.query;
        if (beforeId !== undefined && (before === undefined || !isId(beforeId)))
          throw badRequest(followMessages.FOLLOW_CURSOR_INVALID);
        const cursor = before === undefined ? undefined : { at: Number(before), userId: beforeId };
        return listFollows(ctx, request.user?.id ?? null, direction, request.params.id, cursor);
      },
    );
  }
}
