import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { Server } from 'socket.io';
import type { AppContext } from '../context.js';
import { createRedis } from '../lib/redis.js';
import { contactIds } from './contacts.js';
import { deliverAppEvents } from './delivery.js';
import { announceFeedPosts } from './feed-posts.js';
import { authenticateSocket, originGuard } from './handshake.js';
import { refuseMovedWrites } from './moved-writes.js';
import { defaultPresenceTiming, Presence, type PresenceTiming } from './presence.js';
import { memoryPresenceStore, redisPresenceStore } from './presence-store.js';
import { handleMarkMessagesAsSeen } from './read-receipts.js';
import { handleSendMessage } from './send-message.js';
import { EventBudgets, limitEventRate, SocketsPerUser, socketLimits } from './socket-limits.js';
import { groupChatsRoom, type RealtimeServer, sessionRoom, userRoom } from './socket-types.js';
import { handleTyping } from './typing.js';

declare module 'fastify' {
  interface FastifyInstance {
    io: RealtimeServer;
  }
}

async function quitQuietly(redis: Redis): Promise<void> {
  await redis.quit().catch(() => redis.disconnect());
}

/**
 * socket.io on the app's own HTTP server at /socket.io. With REDIS_URL, the Redis adapter carries
 * room emits between processes and presence lives in Redis; without it, everything stays in memory.
 * Closed with the app: sockets are dropped and this process's presence is withdrawn first.
 */
export async function attachRealtime(
  app: FastifyInstance,
  ctx: AppContext,
  timing: Partial<PresenceTiming> = {},
): Promise<void> {
  const log = app.log.child({ component: 'realtime' });
  const io: RealtimeServer = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    allowRequest: originGuard(ctx.config),
    maxHttpBufferSize: socketLimits.maxPayloadBytes,
  });

  let open = true;
  let redis: { pub: Redis; sub: Redis } | undefined;
  if (ctx.config.redisUrl) {
    const pub = await createRedis(ctx.config.redisUrl, 'adapter');
    const sub = pub.duplicate();
    for (const client of [pub, sub]) client.on('error', (error) => log.warn({ err: error }, 'redis connection error'));
    // Loaded here, as ioredis: a server without REDIS_URL never needs it.
    const { createAdapter } = await import('@socket.io/redis-adapter');
    io.adapter(createAdapter(pub, sub, { key: `${ctx.config.redisPrefix}socket.io` }));
    redis = { pub, sub };
  }

  const presenceTiming = { ...defaultPresenceTiming, ...timing };
  const store = redis
    ? redisPresenceStore(redis.pub, ctx.config.redisPrefix, presenceTiming.ttlMs)
    : memoryPresenceStore();
  const presence = new Presence(
    io,
    store,
    (userId) => contactIds(ctx.db, userId),
    presenceTiming,
    log,
    redis ? (userIds) => io.serverSideEmit('presenceChanged', userIds) : undefined,
  );
  io.on('presenceChanged', (userIds) => presence.changed(userIds));
  io.on('contactsChanged', (userIds) => presence.contactsChanged(userIds));
  ctx.events.on('contacts.changed', ({ userIds }) => {
    presence.contactsChanged(userIds);
    if (redis && open) io.serverSideEmit('contactsChanged', userIds);
  });

  io.use(authenticateSocket(ctx, (header) => app.parseCookie(header)));
  const socketsPerUser = new SocketsPerUser();
  const eventBudgets = new EventBudgets(ctx.clock);
  io.on('connection', (socket) => {
    const { userId } = socket.data;
    socket.use((_event, next) => {
      ctx.metrics.observeSocketEvent();
      next();
    });
    if (ctx.config.rateLimits) socket.use(limitEventRate(socket, eventBudgets, ctx.clock));
    socket.use(refuseMovedWrites(ctx, socket));
    socketsPerUser.add(socket);
    const rooms = [userRoom(userId), sessionRoom(socket.data.sessionHash)];
    void socket.join(socket.data.groupChats ? [...rooms, groupChatsRoom(userId)] : rooms);
    void presence.join(socket);
    socket.on('disconnect', () => {
      socketsPerUser.remove(socket);
      void presence.leave(userId);
    });
    socket.on('markMessagesAsSeen', handleMarkMessagesAsSeen(ctx, socket, log));
    socket.on('sendMessage', handleSendMessage(ctx, socket, log));
    socket.on('typing', handleTyping(ctx, io, socket, log));
  });

  deliverAppEvents(ctx, io, log, () => open);
  announceFeedPosts(ctx, io, store, log, () => open);
  app.decorate('io', io);

  app.addHook('preClose', async () => {
    open = false;
    await presence.close().catch((error) => log.warn({ err: error }, 'presence cleanup failed'));
    for (const socket of io.of('/').sockets.values()) socket.disconnect(true);
    io.engine.close();
    await io.of('/').adapter.close();
    if (redis) await Promise.all([quitQuietly(redis.pub), quitQuietly(redis.sub)]);
  });
}
