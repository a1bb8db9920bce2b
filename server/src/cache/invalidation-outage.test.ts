import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../test/eventually.js';
import { type PrivateRedis, startPrivateRedis } from '../test/private-services.js';
import { startTestServer, type TestServer } from '../test/server.js';

/**
 * While Redis is away a process cannot hear other processes' invalidations, so it must not serve from its
 * caches: a session ended on one process during the outage stops working on the other at once.
 */
describe('caches while Redis is down', () => {
  let redis: PrivateRedis;
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    redis = await startPrivateRedis();
    const shared = { redisUrl: redis.url, redisPrefix: 'outage:' };
    a = await startTestServer('postgres', { config: shared, env: { RATE_LIMITS: 'off' } });
    b = await startTestServer('postgres', {
      config: shared,
      sharedDatabaseUrl: a.config.databaseUrl,
      env: { RATE_LIMITS: 'off' },
    });
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await redis?.stop();
  });

  it('reads sessions from the database during the outage, and caches again once Redis is back', async () => {
    const onA = a.client();
    await onA.signup();
    const onB = b.client();
    onB.cookie = onA.cookie;
    expect((await onB.get('/api/posts/feed')).status).toBe(200);
    expect(b.app.ctx.cache.caches.sessions.size.entries).toBe(1);

    await redis.stop();
    await eventually(async () => expect(b.app.ctx.cache.caches.sessions.size.entries).toBe(0), 5000);
    expect((await onA.post('/api/users/logout')).status).toBe(200);
    expect((await onB.get('/api/posts/feed')).status).toBe(401);

    await redis.start();
    const again = a.client();
    await again.signup();
    const againOnB = b.client();
    againOnB.cookie = again.cookie;
    await eventually(
      async () => {
        expect((await againOnB.get('/api/posts/feed')).status).toBe(200);
        expect(b.app.ctx.cache.caches.sessions.size.entries).toBe(1);
      },
      15_000,
      200,
    );
  }, 60_000);
});
