import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthenticated } from '../errors.js';
import { errorResponses } from '../http/schemas.js';
import { metricsMessages } from './messages.js';
import type { AppMetrics, SocketStats } from './metrics.js';

/** What we read from the socket.io server when the realtime layer has not reported its own numbers. */
interface SocketServerLike {
  engine: { clientsCount: number };
  of(namespace: string): { sockets: Map<string, { data?: { userId?: unknown } }> };
}

function statsFromSocketServer(io: SocketServerLike): SocketStats {
  const users = new Set<unknown>();
  for (const socket of io.of('/').sockets.values()) if (socket.data?.userId) users.add(socket.data.userId);
  return { openSockets: io.engine.clientsCount, onlineUsers: users.size };
}

const exampleScrape = [
  '# HELP http_request_duration_seconds HTTP request latency by route pattern',
  '# TYPE http_request_duration_seconds histogram',
  'http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/users/profile/:key",status="200"} 12',
].join('\n');

const digest = (value: string) => createHash('sha256').update(value).digest();

/** True when the request carries `Authorization: Bearer <token>`, compared in constant time. */
function hasToken(request: FastifyRequest, token: string): boolean {
  const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token));
}

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * True for a request from this machine. Without TRUST_PROXY a request that names a forwarded client came
 * through a proxy (often on this very machine), so its loopback socket address says nothing about who sent it.
 */
function fromLoopback(request: FastifyRequest, trustProxy: boolean): boolean {
  if (!trustProxy && PROXY_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
  return LOOPBACK.test(request.ip);
}

/**
 * Latency of every request by route pattern (never the raw URL), and the Prometheus scrape endpoint:
 * behind `Authorization: Bearer <METRICS_TOKEN>` when a token is configured, otherwise for loopback only.
 */
export function registerMetrics(
  app: FastifyInstance,
  metrics: AppMetrics,
  access: { token: string | undefined; trustProxy: boolean },
): void {
  const { token, trustProxy } = access;
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observeHttp(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  app.addHook('onReady', async () => {
    if (!metrics.hasSocketSource() && app.hasDecorator('io')) {
      const io = app.getDecorator<SocketServerLike | undefined>('io');
      if (io) metrics.reportSockets(() => statsFromSocketServer(io));
    }
  });

  const schema = {
    summary: 'Prometheus metrics of this process',
    description:
      'HTTP latency by route pattern, database and media-processing timings, open sockets, online users. With `METRICS_TOKEN` set, send `Authorization: Bearer <token>`; without it, only requests from loopback are answered.',
    tags: ['health'],
    response: {
      200: {
        description: 'Prometheus text exposition format',
        content: { 'text/plain': { schema: { type: 'string', examples: [exampleScrape] } } },
      },
      ...errorResponses({ 401: metricsMessages.METRICS_TOKEN_REQUIRED, 403: metricsMessages.METRICS_LOOPBACK_ONLY }),
    },
  };
  app.get('/api/metrics', { schema }, async (request, reply) => {
    if (token && !hasToken(request, token)) throw unauthenticated(metricsMessages.METRICS_TOKEN_REQUIRED);
    if (!token && !fromLoopback(request, trustProxy)) throw forbidden(metricsMessages.METRICS_LOOPBACK_ONLY);
    return reply.type(metrics.contentType).send(await metrics.scrape());
  });
}
