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

  app.get('/api/metrics', { schema: { hide: true } }, async (_request, reply) => {
    const body = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).send(body);
  });
}
