import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../context.js';

export async function healthRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  app.get('/api/health', async (_request, reply) => {
    try {
      await sql`select 1`.execute(ctx.db);
      return { status: 'ok' };
    } catch {
      return reply.code(503).send({ status: 'unavailable', error: 'Database is unreachable' });
    }
  });
}
