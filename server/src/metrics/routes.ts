import type { FastifyInstance } from 'fastify';
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

/** Latency of every request by route pattern (never the raw URL), and the Prometheus scrape endpoint. */
export function registerMetrics(app: FastifyInstance, metrics: AppMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observeHttp(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });

  app.addHook('onReady', async () => {
    if (!metrics.hasSocketSource() && app.hasDecorator('io')) {
      const io = app.getDecorator<SocketServerLike | undefined>('io');
      if (io) metrics.reportSockets(() => statsFromSocketServer(io));
    }
  });

  const schema = {
    summary: 'Prometheus metrics of this process',
    description: 'HTTP latency by route pattern, database and media-processing timings, open sockets, online users.',
    tags: ['health'],
    response: {
      200: {
        description: 'Prometheus text exposition format',
        content: { 'text/plain': { schema: { type: 'string', examples: [exampleScrape] } } },
      },
    },
  };
  app.get('/api/metrics', { schema }, async (_request, reply) => {
    return reply.type(metrics.contentType).send(await metrics.scrape());
  });
}
