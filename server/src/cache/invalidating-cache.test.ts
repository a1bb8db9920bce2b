import { describe, expect, it } from 'vitest';
import { InvalidatingCache } from './invalidating-cache.js';

const cache = (maxBytes = 100, maxAgeMs = 1000) =>
  new InvalidatingCache<string>({ maxBytes, maxAgeMs, sizeOf: (value) => value.length });

describe('invalidating cache', () => {
  it('evicts the least recently used entries once over its byte budget', () => {
    const c = cache(30);
    const t = c.begin();
    c.set('a', 'x'.repeat(10), t);
    c.set('b', 'x'.repeat(10), t);
    c.get('a');
    c.set('c', 'x'.repeat(15), t);
    expect(c.get('b')).toBeUndefined();
    expect(c.get('a')).toBeDefined();
    expect(c.size).toEqual({ entries: 2, bytes: 25 });
  });

  it('never serves an entry older than its maximum age', () => {
    const c = cache(100, 1000);
    c.set('a', 'v', c.begin(), ['a'], 0);
    expect(c.get('a', 1000)).toBe('v');
    expect(c.get('a', 1001)).toBeUndefined();
  });

  it('drops entries depending on an invalidated key and refuses values read before the invalidation', () => {
    const c = cache();
    const before = c.begin();
    c.set('repost', 'embeds original', before, ['repost', 'original']);
    c.invalidate(['original']);
    expect(c.get('repost')).toBeUndefined();
    c.set('original', 'stale', before);
    expect(c.get('original')).toBeUndefined();
    c.set('original', 'fresh', c.begin());
    expect(c.get('original')).toBe('fresh');
  });

  it('serves and keeps nothing while suspended', () => {
    const c = cache();
    c.set('a', 'v', c.begin());
    c.suspend();
    expect(c.get('a')).toBeUndefined();
    c.set('b', 'v', c.begin());
    c.resume();
    expect(c.get('b')).toBeUndefined();
    c.set('b', 'v', c.begin());
    expect(c.get('b')).toBe('v');
  });

  it('refuses, after a clear, anything read before it', () => {
    const c = cache();
    const before = c.begin();
    c.clear();
    c.set('a', 'stale', before);
    expect(c.get('a')).toBeUndefined();
  });
});
