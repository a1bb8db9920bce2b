import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { Type } from 'typebox';
import type { AppContext } from '../context.js';

const DependencyState = Type.Union([Type.Literal('ok'), Type.Literal('down'), Type.Literal('disabled')], {
  description: '`disabled` when the deployment does not use it (Redis without REDIS_URL)',
});
const MediaState = Type.Union([Type.Literal('ok'), Type.Literal('unavailable')], {
  description: '`unavailable` when ffmpeg/ffprobe do not run here: video uploads are refused, images still work',
});
const Healthy = Type.Object(
  { status: Type.Literal('ok'), database: Type.Literal('ok'), redis: DependencyState, media: MediaState },
  {
    description: 'Every dependency answers',
    examples: [{ status: 'ok', database: 'ok', redis: 'disabled', media: 'ok' }],
  },
);
const Unhealthy = Type.Object(
  {
    status: Type.Literal('unavailable'),
    database: DependencyState,
    redis: DependencyState,
    media: MediaState,
    error: Type.String(),
  },
  {
    description: 'The database or Redis does not answer',
    examples: [{ status: 'unavailable', database: 'ok', redis: 'down', media: 'ok', error: 'Redis is unreachable' }],
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
      const media = ctx.media.tools.available ? ('ok' as const) : ('unavailable' as const);
      if (database === 'ok' && redis !== 'down') return { status: 'ok' as const, database, redis, media };
      const error = database === 'down' ? 'Database is unreachable' : 'Redis is unreachable';
      return reply.code(503).send({ status: 'unavailable' as const, database, redis, media, error });
    },
  );
}
