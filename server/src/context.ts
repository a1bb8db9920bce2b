import type { Redis } from 'ioredis';
import type { Config } from './config.js';
import type { Db, Engine } from './db/schema.js';
import type { Clock } from './lib/clock.js';
import type { AppEvents } from './lib/events.js';
import type { AppMetrics } from './metrics/metrics.js';
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
}
