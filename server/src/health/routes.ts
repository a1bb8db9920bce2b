import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { Type } from 'typebox';
import type { AppContext } from '../context.js';

const DependencyState = Type.Union([Type.Literal('ok'), Type.Literal('down'), Type.Literal('disabled')], {
  description: '`disabled` when the deployment does not use it (Redis without REDIS_URL)',
});
const Healthy = Type.Object(
  { status: Type.Literal('ok'), database: Type.Literal('ok'), redis: DependencyState },
  { description: 'Every dependency answers', examples: [{ status: 'ok', database: 'ok', redis: 'disabled' }] },
);
const Unhealthy = Type.Object(
  { status: Type.Literal('unavailable'), database: DependencyState, redis: DependencyState, error: Type.String() },
  {
    description: 'The database or Redis does not answer',
    examples: [{ status: 'unavailable', database: 'ok', redis: 'down', error: 'Redis is unreachable' }],
  },
);

async function databaseState(ctx: AppContext): Promise<'ok' | 'down'> {
  try {
    await sql`select 1`.execute(ctx.db);
    return 'ok';
  } catch {
    return 'down';
  }
}

/** The Redis client's command timeout (app.ts) keeps this short while Redis is away. */
async function redisState(ctx: AppContext): Promise<'ok' | 'down' | 'disabled'> {
  if (!ctx.redis) return 'disabled';
  try {
    await ctx.redis.ping();
    return 'ok';
  } catch {
    return 'down';
  }
}

export async function healthRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/health',
    {
      schema: {
        summary: 'Is this process ready to serve?',
        description: 'For load balancers and uptime checks: 200 when the database (and Redis, if configured) answer.',
        tags: ['health'],
        response: { 200: Healthy, 503: Unhealthy },
      },
    },
    async (_request, reply) => {
      const [database, redis] = await Promise.all([databaseState(ctx), redisState(ctx)]);
      if (database === 'ok' && redis !== 'down') return { status: 'ok' as const, database, redis };
      const error = database === 'down' ? 'Database is unreachable' : 'Redis is unreachable';
      return reply.code(503).send({ status: 'unavailable' as const, database, redis, error });
    },
  );
}
