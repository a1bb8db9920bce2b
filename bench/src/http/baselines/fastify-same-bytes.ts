import fs from 'node:fs';
import Fastify from 'fastify';

/**
 * The second baseline: bare Fastify sending, from memory, the very bytes a real route answered (captured
 * once by the bench): `GET /bytes/<n>` answers the n-th captured body. What a route costs beyond this is
 * the work of making the page, not of sending it.
 */
const bodies = JSON.parse(fs.readFileSync(String(process.env.BODIES_FILE), 'utf8')) as string[];
const app = Fastify({ logger: false });
app.get<{ Params: { index: string } }>('/bytes/:index', async (request, reply) =>
  reply.type('application/json; charset=utf-8').send(bodies[Number(request.params.index)] ?? ''),
);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
