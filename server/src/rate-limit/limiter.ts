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
  };
}

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
  };
}
