import type { KvKey, KvStore, KvStoreListEntry, KvStoreSetOptions } from '@fedify/fedify';
import type { Redis } from 'ioredis';
import { ttlMs } from './kv-store.js';

/** Compare-and-set in one step: the value is replaced only while it still is the expected one ('' = absent). */
const CAS = `
local current = redis.call('GET', KEYS[1])
if (current or '') ~= ARGV[1] then return 0 end
if ARGV[3] == '' then redis.call('SET', KEYS[1], ARGV[2]) else redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3]) end
return 1`;

/** Glob characters in a key prefix matched literally by SCAN's MATCH. */
const globEscaped = (text: string) => text.replace(/[*?[\]\\]/g, '\\$&');

/**
 * Fedify's key–value store on Redis when `REDIS_URL` is set (shared by every process, expiry by Redis
 * itself). Keys are `<REDIS_PREFIX>fedify:<JSON of the key's parts>`.
 */
export class RedisKvStore implements KvStore {
  private readonly base: string;

  constructor(
    private readonly redis: Redis,
    prefix: string,
  ) {
    this.base = `${prefix}fedify:`;
  }

  private redisKey(key: KvKey): string {
    return `${this.base}${JSON.stringify(key)}`;
  }

  async get<T = unknown>(key: KvKey): Promise<T | undefined> {
    const value = await this.redis.get(this.redisKey(key));
    return value === null ? undefined : (JSON.parse(value) as T);
  }

  async set(key: KvKey, value: unknown, options?: KvStoreSetOptions): Promise<void> {
    const ttl = ttlMs(options);
    const text = JSON.stringify(value);
    if (ttl === undefined) await this.redis.set(this.redisKey(key), text);
    else await this.redis.set(this.redisKey(key), text, 'PX', Math.max(1, Math.round(ttl)));
  }

  async delete(key: KvKey): Promise<void> {
    await this.redis.del(this.redisKey(key));
  }

  async cas(key: KvKey, expectedValue: unknown, newValue: unknown, options?: KvStoreSetOptions): Promise<boolean> {
    const ttl = ttlMs(options);
    const expected = expectedValue === undefined ? '' : JSON.stringify(expectedValue);
    const result = await this.redis.eval(
      CAS,
      1,
      this.redisKey(key),
      expected,
      JSON.stringify(newValue),
      ttl === undefined ? '' : String(Math.max(1, Math.round(ttl))),
    );
    return result === 1;
  }

  async *list(prefix?: KvKey): AsyncIterable<KvStoreListEntry> {
    const patterns = prefix
      ? [globEscaped(this.redisKey(prefix)), `${globEscaped(this.redisKey(prefix).slice(0, -1))},*`]
      : [`${globEscaped(this.base)}*`];
    for (const match of patterns) {
      let cursor = '0';
      do {
        const [next, keys] = await this.redis.scan(cursor, 'MATCH', match, 'COUNT', 200);
        cursor = next;
        for (const redisKey of keys) {
          const value = await this.redis.get(redisKey);
          if (value !== null)
            yield { key: JSON.parse(redisKey.slice(this.base.length)) as KvKey, value: JSON.parse(value) };
        }
      } while (cursor !== '0');
    }
  }
}
