import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { requireUser } from '../auth/plugin.js';
import type { AppContext } from '../context.js';
import { httpMessages } from '../http/messages.js';
import { errorResponses } from '../http/schemas.js';
import { remoteUrls } from './fedify-modules.js';
import { federationMessages } from './messages.js';

const Resolved = Type.Union(
  [
    Type.Object({ type: Type.Literal('user'), _id: Type.String(), username: Type.String() }),
    Type.Object({ type: Type.Literal('post'), _id: Type.String(), username: Type.String() }),
  ],
  {
    description: 'Found: open it here',
    examples: [{ type: 'user', _id: '01JD8X7Q4K2M5N6P7R8S9T0V1W', username: 'maya@far.example' }],
  },
);

export async function resolveRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const schema = {
    summary: 'A profile or post address on another server (pasted into search), found here',
    description: 'Read from its server by ActivityPub; the person or post is then known here and opens by its id.',
    tags: ['users'],
    security: [{ session: [] }],
    querystring: Type.Object({ url: Type.String({ maxLength: 2000 }) }),
    response: {
      200: Resolved,
      ...errorResponses({
        400: federationMessages.RESOLVE_URL_INVALID,
        401: httpMessages.LOGIN_REQUIRED,
        404: federationMessages.RESOLVE_NOT_FOUND,
      }),
    },
  };
  app.get('/api/federation/resolve', { schema }, async (request) =>
    (await remoteUrls()).resolveRemoteUrl(ctx, requireUser(request).id, request.query.url),
  );
}
