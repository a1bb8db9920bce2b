import './lib/native-built-ins.js';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { accountRoutes } from './accounts/routes.js';
import { adminRoutes } from './admin/routes.js';
import { createAppCaches, invalidateOnEvents } from './app-caches.js';
import type { AppEventMap } from './app-events.js';
import { LAST_SEEN_FLUSH_MS, LastSeenWrites } from './auth/last-seen-writes.js';
import { authPlugin } from './auth/plugin.js';
import { writeLastSeen } from './auth/sessions.js';
import { migrateWithSnapshot } from './backup/migration-snapshot.js';
import { snapshotDir } from './backup/paths.js';
import { bookmarkRoutes } from './bookmarks/routes.js';
import { CacheInvalidation } from './cache/invalidation.js';
import { groupRoutes } from './chat/group-routes.js';
import { chatRoutes } from './chat/routes.js';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import { createDatabase, SQLITE_PAGE_CACHE_MB } from './db/kysely.js';
import { domainBlockRoutes } from './federation/domain-block-routes.js';
import { registerDomainPurge } from './federation/domain-jobs.js';
import { federationPlugin, federatorModule } from './federation/fedify-modules.js';
import { moveRoutes } from './federation/move-routes.js';
import { movedAccountsPlugin } from './federation/moved-accounts.js';
import { resolveRoutes } from './federation/resolve-routes.js';
import { registerFanoutJobs } from './feed/fanout-handlers.js';
import { postingRateJob } from './feed/posting-rate.js';
import { feedRoutes } from './feed/routes.js';
import { followRoutes } from './follows/routes.js';
import { healthRoutes } from './health/routes.js';
import { registerCloseIdleConnections } from './http/close-idle-connections.js';
import { registerCompression } from './http/compression.js';
import { registerErrorHandler } from './http/error-handler.js';
import { registerJsonBodyParser } from './http/json-body.js';
import { registerOriginCheck } from './http/origin-check.js';
import { publicOrigin } from './http/public-origin.js';
import { registerRequestIdHeader, requestIdGenerator } from './http/request-id.js';
import { requestLogger } from './http/request-logger.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { Scheduler } from './jobs/scheduler.js';
import { type Clock, systemClock } from './lib/clock.js';
import { EventBus } from './lib/events.js';
import { restoreNativeBuiltIns } from './lib/native-built-ins.js';
import { createRedis } from './lib/redis.js';
import { loggerOptions } from './logger.js';
import { createMailer } from './mail/mailer.js';
import { mediaRoutes } from './media/routes.js';
import { createMediaStore, mediaOrigins } from './media/store/index.js';
import { checkMediaTools } from './media/tools.js';
import { AppMetrics } from './metrics/metrics.js';
import { registerMetrics } from './metrics/routes.js';
import { notificationRoutes } from './notifications/routes.js';
import { registerApiDocs } from './openapi/plugin.js';
import { createOutbound, defaultOutboundSettings } from './outbound/index.js';
import { editRoutes } from './posts/edit-routes.js';
import { replyRoutes } from './posts/reply-routes.js';
import { repostRoutes } from './posts/repost-routes.js';
import { postRoutes } from './posts/routes.js';
import { registerPush } from './push/plugin.js';
import { JobQueue } from './queue/job-queue.js';
import { RateLimitGuard } from './rate-limit/guard.js';
import { memoryCounterStore, redisCounterStore } from './rate-limit/limiter.js';
import type { PresenceTiming } from './realtime/presence.js';
import { attachRealtime } from './realtime/socket-server.js';
import { reportRoutes } from './reports/routes.js';
import { safetyRoutes } from './safety/routes.js';
import { searchRoutes } from './search/routes.js';
import { registerWebApp } from './share/web-app.js';
import { storyRoutes } from './stories/routes.js';
import { storySweepJob } from './stories/sweep.js';
import { tagRoutes } from './tags/routes.js';
import { localeRoutes } from './users/locale.js';
import { userRoutes } from './users/routes.js';

export interface AppOptions {
  clock?: Clock;
  /** Realtime presence timings; tests shorten them. */
  presence?: Partial<PresenceTiming>;
  /** How often last-seen times requests recorded are written (`LAST_SEEN_FLUSH_MS`); tests change it. */
  lastSeenFlushMs?: number;
  /** Told of every route as it is registered (Fastify's onRoute): the reliability suite lists the surface. */
  onRoute?: (route: { method: string | string[]; url: string }) => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}

export async function buildApp(config: Config, options: AppOptions = {}): Promise<FastifyInstance> {
  restoreNativeBuiltIns();
  const clock = options.clock ?? systemClock;
  const metrics = new AppMetrics();
  const { db, engine, groupCommit } = createDatabase({ ...config, onQuery: metrics.observeQuery });
  if (groupCommit) metrics.reportGroupCommit(groupCommit, SQLITE_PAGE_CACHE_MB * 1024 * 1024);
  await migrateWithSnapshot(db, { dir: snapshotDir(config), databaseUrl: config.databaseUrl });
  const redis = config.redisUrl ? await createRedis(config.redisUrl, 'requests') : undefined;
  const store = redis ? redisCounterStore(redis, config.redisPrefix) : memoryCounterStore(clock);
  const app = Fastify({
    logger: loggerOptions(config),
    childLoggerFactory: requestLogger,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    genReqId: requestIdGenerator(config.trustProxy),
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false } },
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  const media = { store: createMediaStore(config), tools: await checkMediaTools(config.media) };
  const ctx: AppContext = {
    config,
    db,
    engine,
    clock,
    redis,
    events: new EventBus<AppEventMap>(),
    limits: new RateLimitGuard(store, config.rateLimits),
    metrics,
    mail: createMailer(config, app.log),
    cache: new CacheInvalidation(createAppCaches(db, config.postCacheMb), redis, config.redisPrefix, app.log),
    lastSeen: new LastSeenWrites(),
    media,
    outbound: createOutbound({ ...defaultOutboundSettings, ...config.outbound }),
    jobs: new JobQueue(db, engine, app.log, Date.now, config.jobLeaseSeconds * 1000),
    publicOrigin: publicOrigin(config, () => app.server.address()),
    federation: undefined,
  };
  if (config.federation.enabled) ctx.federation = (await federatorModule()).createFederator(ctx);
  ctx.events.on('jobs.queued', () => ctx.jobs.wake());
  metrics.reportQueue(() => ctx.jobs.depth());
  const { postViews, sessions, readers, followLists, timelines, pageMarks } = ctx.cache.caches;
  metrics.reportCaches(() => ({
    postViews: postViews.size,
    sessions: sessions.size,
    readers: readers.size,
    followLists: followLists.size,
    timelines: timelines.size,
    pageMarks: pageMarks.size,
  }));
  if (config.outbound.allowLoopback)
    app.log.warn('OUTBOUND_ALLOW_LOOPBACK is on: http:// and loopback peers are reachable');
  invalidateOnEvents(ctx.events, ctx.cache);
  await ctx.cache.start();
  app.decorate('ctx', ctx);
  const scheduler = new Scheduler(app.log);
  app.log.info({ storage: media.store.describe(), ...media.tools.versions }, 'media storage and tools');
  if (!media.tools.available) app.log.error('ffmpeg/ffprobe do not run: video uploads are refused until they do');
  redis?.on('error', (error) => app.log.warn({ err: error }, 'redis connection error'));
  registerErrorHandler(app);
  registerJsonBodyParser(app);
  registerRequestIdHeader(app);
  registerCloseIdleConnections(app);
  await registerCompression(app);
  await app.register(fastifyCookie);
  registerSecurityHeaders(app, mediaOrigins(config));
  registerOriginCheck(app, config);
  await app.register(authPlugin, { ctx });
  await app.register(movedAccountsPlugin);
  await registerApiDocs(app);
  registerMetrics(app, metrics, { token: config.metricsToken, trustProxy: config.trustProxy });

  await app.register(healthRoutes, { ctx });
  await app.register(mediaRoutes, { ctx });
  await app.register(userRoutes, { ctx });
  await app.register(localeRoutes, { ctx });
  await app.register(accountRoutes, { ctx });
  await app.register(followRoutes, { ctx });
  await app.register(feedRoutes, { ctx });
  await app.register(postRoutes, { ctx });
  await app.register(editRoutes, { ctx });
  await app.register(repostRoutes, { ctx });
  await app.register(replyRoutes, { ctx });
  await app.register(bookmarkRoutes, { ctx });
  await app.register(tagRoutes, { ctx });
  await app.register(searchRoutes, { ctx });
  await app.register(notificationRoutes, { ctx });
  await app.register(chatRoutes, { ctx });
  await app.register(groupRoutes, { ctx });
  await app.register(storyRoutes, { ctx });
  await registerPush(app, ctx);
  if (ctx.federation) await (await federationPlugin()).registerFederation(app, ctx, scheduler);
  await app.register(safetyRoutes, { ctx });
  await app.register(reportRoutes, { ctx });
  await app.register(resolveRoutes, { ctx });
  await app.register(moveRoutes, { ctx });
  await app.register(adminRoutes, { ctx });
  await app.register(domainBlockRoutes, { ctx });
  await registerWebApp(app, ctx);
  await attachRealtime(app, ctx, options.presence);

  scheduler.every(storySweepJob(ctx, app.log));
  scheduler.every(postingRateJob(db)).runNow();
  scheduler.every({
    name: 'last-seen writes',
    everyMs: options.lastSeenFlushMs ?? LAST_SEEN_FLUSH_MS,
    run: () => writeLastSeen(ctx),
  });
  app.addHook('preClose', () => scheduler.stop());
  registerFanoutJobs(ctx, ctx.jobs);
  registerDomainPurge(ctx, ctx.jobs);
  ctx.jobs.start();
  app.addHook('preClose', () => ctx.jobs.stop());
  app.addHook('onClose', async () => {
    // After the server closed (no request records any more), before the database does.
    await writeLastSeen(ctx).catch((error) => app.log.error({ err: error }, 'last-seen writes failed'));
    await ctx.cache.stop();
    await db.destroy();
    await redis?.quit();
    ctx.mail.close();
    await ctx.outbound.close();
  });
  return app;
}
