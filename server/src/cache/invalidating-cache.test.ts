import { describe, expect, it } from 'vitest';
import { InvalidatingCache } from './invalidating-cache.js';

/** A kilobyte a character: the cache's own records (a few hundred bytes an entry) stay small beside the values. */
const cache = (maxBytes = 100_000, maxAgeMs = 1000) =>
  new InvalidatingCache<string>({ maxBytes, maxAgeMs, sizeOf: (value) => value.length * 1000 });

describe('invalidating cache', () => {
  it('evicts the least recently used entries once over its byte budget', () => {
    const c = cache(30_000);
    const t = c.begin();
    c.set('a', 'x'.repeat(10), t);
    c.set('b', 'x'.repeat(10), t);
    c.get('a');
    c.set('c', 'x'.repeat(15), t);
    expect(c.get('b')).toBeUndefined();
    expect(c.get('a')).toBeDefined();
    expect(c.size.entries).toBe(2);
    expect(c.size.bytes).toBeGreaterThan(25_000);
    expect(c.size.bytes).toBeLessThanOrEqual(30_000);
  });

  it('leaves an entry read among the newest quarter where it is, and moves an older one read to the newest end', () => {
    const c = cache(8 * 10_000 + 8 * 1_000);
    const t = c.begin();
    for (const key of 'abcdefgh') c.set(key, 'x'.repeat(10), t);
    c.get('g');
    c.get('a');
    // Six more entries push out the six oldest: b–f, then g (read while among the newest, it kept its place before h).
    for (const key of 'ijklmn') c.set(key, 'x'.repeat(10), t);
    expect([...'abcdefgh'].filter((key) => c.get(key) !== undefined)).toEqual(['a', 'h']);
  });

  it('counts what grows beside an entry while it holds the same value, evicts past the budget and gives it back', () => {
    const c = cache(30_000);
    const t = c.begin();
    const a = 'x'.repeat(10);
    c.set('a', a, t);
    c.set('b', 'y'.repeat(10), t);
    const before = c.size.bytes;
    c.grow('a', 'another value', 5_000);
    c.grow('gone', a, 5_000);
    expect(c.size.bytes).toBe(before);
    c.grow('a', a, 5_000);
    expect(c.size.bytes).toBe(before + 5_000);
    c.get('a');
    c.grow('a', a, 8_000);
    expect(c.get('b')).toBeUndefined();
    expect(c.size.bytes).toBeLessThanOrEqual(30_000);
    c.invalidate(['a']);
    expect(c.size).toEqual({ entries: 0, bytes: 0 });
  });

  it('counts its own records in the budget, and gives their bytes back with the entries', () => {
    const c = cache();
    const t = c.begin();
    c.set('alone', '', t);
    const one = c.size.bytes;
    expect(one).toBeGreaterThan(0);
    const lists = Array.from({ length: 50 }, (_, i) => `following:${i}`);
    c.set('counted', '', t, ['counted', ...lists]);
    expect(c.size.bytes - one).toBeGreaterThan(30 * one);
    c.set('shares', '', t, ['shares', ...lists]);
    c.invalidate(['alone', 'following:0']);
    expect(c.size).toEqual({ entries: 0, bytes: 0 });
  });

  it('keeps no set of dependents for an entry depending on its own key (a post view), and still drops it by that key', () => {
    const c = cache();
    c.set('post', '', c.begin());
    expect(c.size.bytes).toBeLessThan(250);
    c.set('embed', '', c.begin(), ['post']);
    c.invalidate(['embed']);
    expect(c.get('embed')).toBe('');
    c.invalidate(['post']);
    expect(c.size).toEqual({ entries: 0, bytes: 0 });
  });

  it('never serves an entry older than its maximum age', () => {
    const c = cache(100_000, 1000);
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
