import { createAppCaches, invalidateOnEvents } from '../../src/app-caches.js';
import type { AppEventMap } from '../../src/app-events.js';
import { LastSeenWrites } from '../../src/auth/last-seen-writes.js';
import { migrateWithSnapshot } from '../../src/backup/migration-snapshot.js';
import { snapshotDir } from '../../src/backup/paths.js';
import { CacheInvalidation } from '../../src/cache/invalidation.js';
import type { Config } from '../../src/config.js';
import type { AppContext } from '../../src/context.js';
import { createDatabase } from '../../src/db/kysely.js';
import { publicOrigin } from '../../src/http/public-origin.js';
import { EventBus } from '../../src/lib/events.js';
import { createRedis } from '../../src/lib/redis.js';
import { createMailer } from '../../src/mail/mailer.js';
import { createMediaStore } from '../../src/media/store/index.js';
import { checkMediaTools } from '../../src/media/tools.js';
import { AppMetrics } from '../../src/metrics/metrics.js';
import { createOutbound, defaultOutboundSettings } from '../../src/outbound/index.js';
import { JobQueue } from '../../src/queue/job-queue.js';
import { RateLimitGuard } from '../../src/rate-limit/guard.js';
import { memoryCounterStore } from '../../src/rate-limit/limiter.js';

export interface SeedContext {
  /** The same context the server's services get, with rate limits off and a clock the seed sets. */
  ctx: AppContext;
  /** Back-dates what the services write next (created_at); `null` returns to the real time. */
  setTime(ms: number | null): void;
  close(): Promise<void>;
}

/** Opens the configured database (DATA_DIR or DATABASE_URL) and brings its schema up to date. */
export async function openSeedContext(config: Config): Promise<SeedContext> {
  const { db, engine } = createDatabase(config);
  await migrateWithSnapshot(db, { dir: snapshotDir(config), databaseUrl: config.databaseUrl });
  // With REDIS_URL, running servers hear of every post the seed changes, as they hear of each other's changes.
  const redis = config.redisUrl ? await createRedis(config.redisUrl, 'script') : undefined;
  let fixedTime: number | null = null;
  const clock = () => fixedTime ?? Date.now();
  const ctx: AppContext = {
    config: { ...config, rateLimits: false },
    db,
    engine,
    clock,
    limits: new RateLimitGuard(memoryCounterStore(clock), false),
    redis: undefined,
    events: new EventBus<AppEventMap>(),
    metrics: new AppMetrics(),
    mail: createMailer(config, { info: (_details, message) => console.log(message), error: console.error }),
    cache: new CacheInvalidation(createAppCaches(db, 0), redis, config.redisPrefix, console),
    // The seed resolves no session, so records no last-seen.
    lastSeen: new LastSeenWrites(),
    media: { store: createMediaStore(config), tools: await checkMediaTools(config.media) },
    outbound: createOutbound({ ...defaultOutboundSettings, ...config.outbound }),
    // Never started: the jobs the seed's writes queue are run by the server.
    jobs: new JobQueue(db, engine, console),
    publicOrigin: publicOrigin(config, () => null),
    // The seed makes local people and posts; the server delivers what it queues.
    federation: undefined,
  };
  // Writes publish their cache changes through the same events as in the server.
  invalidateOnEvents(ctx.events, ctx.cache);
  return {
    ctx,
    setTime: (ms) => {
      fixedTime = ms;
    },
    close: async () => {
      await ctx.outbound.close();
      await ctx.cache.flush();
      redis?.disconnect();
      await db.destroy();
    },
  };
}
