import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';
import type { Engine } from '../db/schema.js';
import type { ApiClient } from './api-client.js';
import { startTestServer, type TestServer } from './server.js';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const TWO_APPS_PASSWORD = 'correct horse battery';

export interface TwoAppsPerson {
  id: string;
  username: string;
  onA: ApiClient;
  onB: ApiClient;
}

/**
 * The multi-process set-up for cache tests: on PostgreSQL two apps share one database and one Redis, `a`
 * takes the writes and `b` serves the reads from its own caches. SQLite runs one process, so there `b` is `a`.
 * Started in the enclosing `describe`'s `beforeAll`; the Redis keys it made are removed in its `afterAll`.
 */
export function useTwoApps(engine: Engine) {
  const redisPrefix = `test-${randomBytes(6).toString('hex')}:`;
  let a: TestServer | undefined;
  let b: TestServer | undefined;
  beforeAll(async () => {
    const shared = { redisUrl, redisPrefix };
    a = await startTestServer(engine, { config: shared, env: { RATE_LIMITS: 'off' } });
    b =
      engine === 'postgres'
        ? await startTestServer(engine, {
            config: shared,
            sharedDatabaseUrl: a.config.databaseUrl,
            env: { RATE_LIMITS: 'off' },
          })
        : a;
  });
  afterAll(async () => {
    if (b !== a) await b?.close();
    await a?.close();
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });
  const started = (server: TestServer | undefined): TestServer => {
    if (!server) throw new Error('useTwoApps: the apps run from beforeAll to afterAll; use them inside a test');
    return server;
  };
  return {
    get a() {
      return started(a);
    },
    get b() {
      return started(b);
    },
    /** A person signed up on `a` (password `TWO_APPS_PASSWORD`), with a second client carrying the session into `b`. */
    async person(): Promise<TwoAppsPerson> {
      const onA = started(a).client();
      const profile = await onA.signup({ password: TWO_APPS_PASSWORD });
      const onB = started(b).client();
      onB.cookie = onA.cookie;
      return { id: profile._id as string, username: profile.username as string, onA, onB };
    },
  };
}
