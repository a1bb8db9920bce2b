import type { Redis } from 'ioredis';
import type { LimitRule } from './rules.js';

export interface LimitState {
  count: number;
  retryAfterSeconds: number;
}

/** Fixed-window counters; shared through Redis when several processes serve the app. */
export interface CounterStore {
  /** Adds one event and returns the window's count including it. */
  increment(key: string, rule: LimitRule): Promise<LimitState>;
  /** The window's count without adding an event. */
  peek(key: string, rule: LimitRule): Promise<LimitState>;
  /** Takes back one event counted in the current window (none when the window has ended meanwhile). */
  refund(key: string): Promise<void>;
}

export function memoryCounterStore(now: () => number): CounterStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string, rule: LimitRule) => {
    const window = windows.get(key);
    if (window && window.resetAt > now()) return window;
    const fresh = { count: 0, resetAt: now() + rule.windowMs };
    windows.set(key, fresh);
    if (windows.size > 100_000) {
      for (const [k, w] of windows) if (w.resetAt <= now()) windows.delete(k);
    }
    return fresh;
  };
  const state = (window: { count: number; resetAt: number }) => ({
    count: window.count,
    retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - now()) / 1000)),
  });
  return {
    async increment(key, rule) {
      const window = current(key, rule);
      window.count++;
      return state(window);
    },
    async peek(key, rule) {
      return state(current(key, rule));
    },
    async refund(key) {
      const window = windows.get(key);
      if (window && window.resetAt > now() && window.count > 0) window.count--;
    },
  };
}

const REFUND_SCRIPT = `
if redis.call('exists', KEYS[1]) == 1 and tonumber(redis.call('get', KEYS[1])) > 0 then
  return redis.call('decr', KEYS[1])
end
return 0`;

export function redisCounterStore(redis: Redis, prefix: string): CounterStore {
  const state = (count: number, ttlMs: number) => ({
    count,
    retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)),
  });
  return {
    async increment(key, rule) {
      const redisKey = `${prefix}ratelimit:${key}`;
      const result = await redis.multi().incr(redisKey).pexpire(redisKey, rule.windowMs, 'NX').pttl(redisKey).exec();
      const count = Number(result?.[0]?.[1] ?? 0);
      const ttl = Number(result?.[2]?.[1] ?? rule.windowMs);
      return state(count, ttl > 0 ? ttl : rule.windowMs);
    },
    async peek(key, rule) {
      const redisKey = `${prefix}ratelimit:${key}`;
      const [count, ttl] = await Promise.all([redis.get(redisKey), redis.pttl(redisKey)]);
      return state(Number(count ?? 0), ttl > 0 ? ttl : rule.windowMs);
    },
    async refund(key) {
      // Only a window that still exists: a bare DECR would create a key without expiry.
      await redis.eval(REFUND_SCRIPT, 1, `${prefix}ratelimit:${key}`);
    },
  };
}
