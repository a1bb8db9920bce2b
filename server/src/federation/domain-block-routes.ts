import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { adminGuardResponses, adminsOnly } from '../admin/guard.js';
import { requireUser } from '../auth/plugin.js';
import type { AppContext } from '../context.js';
import { errorResponses } from '../http/schemas.js';
import { DomainBlockListSchema, DomainBlockSchema, KnownServerListSchema } from './domain-block-schemas.js';
import { listBlocks, removeDomainBlock, setDomainBlock } from './domain-block-service.js';
import { knownServers } from './known-servers.js';
import { federationMessages } from './messages.js';

const tags = ['admin'];
const security = [{ session: [] }];
/** Admin routes for other servers: the known ones, and blocks and limits of whole domains (subdomains included). */
export async function domainBlockRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.addHook('onRequest', adminsOnly(ctx));

  app.get(
    '/api/admin/instances',
    {
      schema: {
        summary: 'Servers we know: people here, last contact, failures, paused, blocked or limited',
        tags,
        security,
        response: { 200: KnownServerListSchema, ...errorResponses(adminGuardResponses) },
      },
    },
    async () => knownServers(ctx),
  );

  app.get(
    '/api/admin/domain-blocks',
    {
      schema: {
        summary: 'Blocked and limited servers, by domain',
        tags,
        security,
        response: { 200: DomainBlockListSchema, ...errorResponses(adminGuardResponses) },
      },
    },
    async () => listBlocks(ctx),
  );

  app.post(
    '/api/admin/domain-blocks',
    {
      schema: {
        summary: 'Block or limit a server (its subdomains too), or change its rule',
        description:
          '`block`: its requests refused, nothing delivered to it, its people here and their content erased. ' +
          '`limit`: its posts kept out of home feeds of people here who do not follow their authors.',
        tags,
        security,
        body: Type.Object({
          domain: Type.Optional(Type.String({ maxLength: 300 })),
          severity: Type.Optional(Type.String({ maxLength: 20 })),
          reason: Type.Optional(Type.String({ maxLength: 5000 })),
        }),
        response: {
          200: DomainBlockSchema,
          201: DomainBlockSchema,
          ...errorResponses({ 400: federationMessages.DOMAIN_INVALID, ...adminGuardResponses }),
        },
      },
    },
    async (request, reply) => {
      const { created, block } = await setDomainBlock(ctx, requireUser(request).id, request.body ?? {});
      return reply.status(created ? 201 : 200).send(block);
    },
  );

  app.delete(
    '/api/admin/domain-blocks/:domain',
    {
      schema: {
        summary: 'Lift a block or limit',
        tags,
        security,
        params: Type.Object({ domain: Type.String({ minLength: 1, maxLength: 300 }) }),
        response: {
          200: Type.Object({ domain: Type.String() }, { examples: [{ domain: 'spam.example' }] }),
          ...errorResponses({ ...adminGuardResponses, 404: federationMessages.DOMAIN_NOT_BLOCKED }),
        },
      },
    },
    async (request) => removeDomainBlock(ctx, requireUser(request).id, request.params.domain),
  );
}
