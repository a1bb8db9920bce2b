import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';

/**
 * One more process of the app for multi-process tests, run as a child so a test can kill it outright
 * (SIGKILL: no cleanup runs). Reads DATABASE_URL, REDIS_URL, REDIS_PREFIX and DATA_DIR; prints its URL.
 * With a PUBLIC_URL it federates, so it listens where that URL says (HOST and PORT, such as 127.0.0.2:PORT);
 * otherwise on a free port of 127.0.0.1.
 */
const config = { ...loadConfig({ ...process.env, LOG_LEVEL: 'silent' }), webDistDir: '/nonexistent' };
const app = await buildApp(config, { presence: { ttlMs: 1000, heartbeatMs: 250 } });
const listen = config.publicUrl ? { host: config.host, port: config.port } : { host: '127.0.0.1', port: 0 };
await app.listen(listen);
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.stdout.write(`${JSON.stringify({ url: `http://${listen.host}:${port}` })}\n`);
