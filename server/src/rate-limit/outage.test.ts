import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { badRequest } from '../errors.js';
import { postMessages } from '../posts/messages.js';
import { RateLimitGuard } from './guard.js';
import { type CounterStore, memoryCounterStore, redisCounterStore } from './limiter.js';
import { limitRules } from './rules.js';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const redis = new Redis(redisUrl);
const prefix = `test-${randomBytes(6).toString('hex')}:`;
afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

const stores: [string, () => CounterStore][] = [
  ['memory', () => memoryCounterStore(Date.now)],
  ['redis', () => redisCounterStore(redis, prefix)],
];

const databaseDown = () => Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }));
const LIMIT = limitRules.postsPerUser.limit;

describe.each(stores)('a rate limit during an outage (%s counters)', (_name, makeStore) => {
  it('gives back what the outage took: retries while the database is down spend nothing', async () => {
    const guard = new RateLimitGuard(makeStore(), true);
    const key = randomBytes(4).toString('hex');
    for (let i = 0; i < LIMIT * 2; i++) {
      await expect(guard.spend('postsPerUser', key, databaseDown)).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    }
    expect((await guard.peek('postsPerUser', key))?.count).toBe(0);
    for (let i = 0; i < LIMIT; i++) expect(await guard.spend('postsPerUser', key, async () => i)).toBe(i);
    await expect(guard.spend('postsPerUser', key, async () => 'one too many')).rejects.toMatchObject({
      status: 429,
      phrase: limitRules.postsPerUser.message,
    });
  });

  it("still counts what the client got wrong: a refused request is not the outage's", async () => {
    const guard = new RateLimitGuard(makeStore(), true);
    const key = randomBytes(4).toString('hex');
    const refused = () => Promise.reject(badRequest(postMessages.POST_EMPTY));
    for (let i = 0; i < LIMIT; i++) {
      await expect(guard.spend('postsPerUser', key, refused)).rejects.toMatchObject({ status: 400 });
    }
    await expect(guard.spend('postsPerUser', key, async () => 'over')).rejects.toMatchObject({ status: 429 });
  });
});
