import Fastify from 'fastify';

/** The baseline: bare Fastify (no plugins, no hooks, no logger) answering one small JSON object. */
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
