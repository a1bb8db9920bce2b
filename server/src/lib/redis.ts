import type { Redis, RedisOptions } from 'ioredis';

/**
 * What each kind of Redis client of the house is for, and so how it behaves while Redis is away:
 * - `requests`: the app's shared client (rate limits, caches, sessions, presence, invalidation). Commands
 *   wait in ioredis's offline queue; the 500 ms timeout turns that wait into a fast 503.
 * - `adapter`: socket.io's publishing client (its subscriber is a `duplicate()`). Commands wait for a
 *   reconnect instead of failing: the adapter publishes without handling rejections.
 * - `script`: a command-line run (admin, seed) telling running servers of a change: two tries, no timeout.
 */
export type RedisUse = 'requests' | 'adapter' | 'script';

const REDIS_COMMAND_TIMEOUT_MS = 500;

const policies: Record<RedisUse, RedisOptions> = {
  requests: { maxRetriesPerRequest: 2, commandTimeout: REDIS_COMMAND_TIMEOUT_MS },
  adapter: { maxRetriesPerRequest: null },
  script: { maxRetriesPerRequest: 2 },
};

/**
 * The one place a Redis client is made (tests aside). ioredis is loaded with the first client: a server without
 * REDIS_URL never loads it (docs/ARCHITECTURE.md, "Memory").
 */
export async function createRedis(url: string, use: RedisUse): Promise<Redis> {
  const { Redis } = await import('ioredis');
  return new Redis(url, policies[use]);
}
