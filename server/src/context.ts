import type { Redis } from 'ioredis';
import type { AppCaches } from './app-caches.js';
import type { AppEvents } from './app-events.js';
import type { LastSeenWrites } from './auth/last-seen-writes.js';
import type { CacheInvalidation } from './cache/invalidation.js';
import type { Config } from './config.js';
import type { Db, Engine } from './db/schema.js';
import type { Federator } from './federation/federator.js';
import type { Clock } from './lib/clock.js';
import type { Mailer } from './mail/mailer.js';
import type { MediaStore } from './media/store/store.js';
import type { MediaTools } from './media/tools.js';
import type { AppMetrics } from './metrics/metrics.js';
import type { Outbound } from './outbound/index.js';
import type { JobQueue } from './queue/job-queue.js';
import type { RateLimitGuard } from './rate-limit/guard.js';

/** What every feature's routes and services share; built once in buildApp. */
export interface AppContext {
  config: Config;
  db: Db;
  engine: Engine;
  clock: Clock;
  limits: RateLimitGuard;
  redis: Redis | undefined;
  events: AppEvents;
  /** Prometheus timings and gauges: `metrics.timeMedia(step, work)`, `metrics.reportSockets(source)`. */
  metrics: AppMetrics;
  mail: Mailer;
  /** In-process caches (post views, sessions) and the invalidation that keeps them true in every process. */
  cache: CacheInvalidation<AppCaches>;
  /** Sessions' last-seen times recorded by requests, written every few seconds (`auth/sessions.ts`: writeLastSeen). */
  lastSeen: LastSeenWrites;
  /** Where media are stored (local disk or S3, chosen at start-up) and whether ffmpeg runs here. */
  media: { store: MediaStore; tools: MediaTools };
  /** The only way to reach an address a user or a remote server supplied: `ctx.outbound.fetch(url, init)`. */
  outbound: Outbound;
  /** The house's one durable job queue (fan-out, push, federation): handlers by kind, run by every process. */
  jobs: JobQueue;
  /** The origin of absolute links written for others: PUBLIC_URL, else the listening address (http/public-origin.ts). */
  publicOrigin: () => string;
  /** ActivityPub (federation/): set when federation is on (PUBLIC_URL https, or loopback for tests). */
  federation: Federator<AppContext> | undefined;
}
