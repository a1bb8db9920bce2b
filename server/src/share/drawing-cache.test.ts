import { describe, expect, it } from 'vitest';
import { DRAWING_REUSE_MS, DrawingCache, type DrawingInput } from './drawing-cache.js';

const input = (changes: Partial<DrawingInput> = {}): DrawingInput => ({
  path: '/',
  locale: 'en',
  host: 'example.test',
  viewerId: 'v1',
  viewer: { _id: 'v1', username: 'maya' },
  answersJson: '{"/api/posts/feed":[{"_id":"p1","text":"hello"}]}',
  ...changes,
});

/** A render's drawing, its relative times reading the same until `readsUntil` (forever by default). */
const drawing = (markup: string, readsUntil = Number.POSITIVE_INFINITY) => ({ markup, readsUntil });

describe('drawings of first screens', () => {
  it('are reused only for exactly the same inputs, and for a few seconds', () => {
    let now = 1_000_000;
    const cache = new DrawingCache(() => now);
    let renders = 0;
    const draw = (what: DrawingInput) => cache.drawn(what, () => drawing(`drawing ${++renders}`)).toString();

    expect(draw(input())).toBe('drawing 1');
    expect(draw(input())).toBe('drawing 1');
    // Another viewer, language, host, page or answers: a drawing of its own.
    expect(draw(input({ viewerId: 'v2', viewer: { _id: 'v2', username: 'maya' } }))).toBe('drawing 2');
    expect(draw(input({ viewerId: null, viewer: null }))).toBe('drawing 3');
    expect(draw(input({ locale: 'ar' }))).toBe('drawing 4');
    expect(draw(input({ host: 'other.test' }))).toBe('drawing 5');
    expect(draw(input({ path: '/maya' }))).toBe('drawing 6');
    expect(draw(input({ answersJson: '{"/api/posts/feed":[{"_id":"p1","text":"hello","liked":true}]}' }))).toBe(
      'drawing 7',
    );
    // However still its relative times, a drawing is drawn afresh after the longest reuse.
    now += DRAWING_REUSE_MS;
    expect(draw(input())).toBe('drawing 8');
  });

  it('are reused until one of their relative times would read otherwise, each on its own clock', () => {
    let now = 1_000_000;
    const cache = new DrawingCache(() => now);
    let renders = 0;
    // "5m" drawn 20 s into its minute reads "6m" 40 s later; "now" 30 s after its instant, 30 s later.
    const draw = (path: string, readsFor: number) =>
      cache.drawn(input({ path }), () => drawing(`drawing ${++renders}`, now + readsFor)).toString();
    expect(draw('/five-minutes', 40_000)).toBe('drawing 1');
    expect(draw('/now', 30_000)).toBe('drawing 2');
    now += 29_999;
    expect(draw('/five-minutes', 0)).toBe('drawing 1');
    expect(draw('/now', 0)).toBe('drawing 2');
    now += 1;
    expect(draw('/now', 60_000)).toBe('drawing 3');
    expect(draw('/five-minutes', 0)).toBe('drawing 1');
    now += 10_000;
    expect(draw('/five-minutes', 60_000)).toBe('drawing 4');
    expect(draw('/now', 60_000)).toBe('drawing 3');
  });

  it('expire each on its own clock, at most a minute after it was drawn, not all at once', () => {
    let now = 1_000_000;
    const cache = new DrawingCache(() => now);
    let renders = 0;
    const draw = (path: string) => cache.drawn(input({ path }), () => drawing(`drawing ${++renders}`)).toString();
    expect(draw('/a')).toBe('drawing 1');
    now += DRAWING_REUSE_MS / 2;
    expect(draw('/b')).toBe('drawing 2');
    now += DRAWING_REUSE_MS / 2 - 1;
    expect(draw('/a')).toBe('drawing 1');
    now += 1;
    expect(draw('/a')).toBe('drawing 3');
    expect(draw('/b')).toBe('drawing 2');
    now += DRAWING_REUSE_MS / 2;
    expect(draw('/b')).toBe('drawing 4');
    // A clock that went back never reuses what it cannot date.
    now -= 1;
    expect(draw('/b')).toBe('drawing 5');
  });

  it("are reused only for the viewer's profile they were drawn from, the newest replacing the older", () => {
    const cache = new DrawingCache(() => 0);
    let renders = 0;
    const draw = (viewer: unknown) => cache.drawn(input({ viewer }), () => drawing(`drawing ${++renders}`)).toString();
    expect(draw({ _id: 'v1', username: 'maya', following: [] })).toBe('drawing 1');
    // The same person, who has followed someone since: the suggestions' Follow buttons read it.
    expect(draw({ _id: 'v1', username: 'maya', following: ['v2'] })).toBe('drawing 2');
    expect(draw({ _id: 'v1', username: 'maya', following: ['v2'] })).toBe('drawing 2');
    expect(draw({ _id: 'v1', username: 'maya', following: [] })).toBe('drawing 3');
    expect(cache.size.entries).toBe(1);
  });

  it('are reused only for the answers they were drawn from, the newest replacing the older', () => {
    const cache = new DrawingCache(() => 0);
    let renders = 0;
    const draw = (answersJson: string) =>
      cache.drawn(input({ answersJson }), () => drawing(`drawing ${++renders}`)).toString();
    expect(draw('{"a":1}')).toBe('drawing 1');
    expect(draw('{"a":2}')).toBe('drawing 2');
    expect(draw('{"a":2}')).toBe('drawing 2');
    expect(draw('{"a":1}')).toBe('drawing 3');
    expect(cache.size.entries).toBe(1);
  });

  it('keep the most recently used few hundred', () => {
    const cache = new DrawingCache(() => 0);
    let renders = 0;
    const draw = (n: number) =>
      cache.drawn(input({ path: `/p${n}` }), () => drawing(`drawing ${++renders}`)).toString();
    draw(0);
    for (let n = 1; n <= 300; n++) {
      draw(n);
      draw(0);
    }
    expect(draw(0)).toBe('drawing 1');
    expect(draw(1)).toBe('drawing 302');
  });

  /** What one drawing of `/p<n>` with this markup takes in the cache's count (its markup, answers, key and record). */
  const recordOf = (markup: string) => {
    const probe = new DrawingCache(() => 0);
    probe.drawn(input({ path: '/p0' }), () => drawing(markup));
    return probe.size.bytes;
  };

  it('hold at most so many bytes together, and never keep a drawing longer than that', () => {
    const one = recordOf('0.........');
    const cache = new DrawingCache(() => 0, { entries: 256, bytes: one * 3 });
    let renders = 0;
    const draw = (n: number, length = 10) =>
      cache.drawn(input({ path: `/p${n}` }), () => drawing(`${++renders}`.padEnd(length, '.'))).toString();
    draw(0);
    draw(1);
    draw(2);
    // Three drawings fill the bound; a fourth drops the least recently used (0, once 1 is asked again).
    draw(1);
    draw(3);
    expect(draw(1)).toBe('2.........');
    expect(draw(0)).toBe('5.........');
    // Too long to keep at all: drawn every time, and the others stay.
    const tooLong = one * 3 - one + 11;
    expect(draw(9, tooLong)).toBe(`6${'.'.repeat(tooLong - 1)}`);
    expect(draw(9, tooLong)).toBe(`7${'.'.repeat(tooLong - 1)}`);
    expect(draw(1)).toBe('2.........');
  });

  it('are kept as the UTF-8 the page sends, counted in bytes', () => {
    // Four characters, six bytes: kept; a second one would pass the bound and drops the first.
    const cache = new DrawingCache(() => 0, { entries: 256, bytes: recordOf('1éé.') + 5 });
    let renders = 0;
    const draw = (n: number) => cache.drawn(input({ path: `/p${n}` }), () => drawing(`${++renders}éé.`));
    expect(draw(0).equals(Buffer.from('1éé.'))).toBe(true);
    expect(draw(0).toString()).toBe('1éé.');
    draw(1);
    expect(draw(0).toString()).toBe('3éé.');
  });

  it('count the answers they were drawn from, at two bytes a character beyond Latin-1', () => {
    const one = recordOf('markup');
    const cache = new DrawingCache(() => 0);
    const answersJson = input().answersJson.replace('hello', 'hellö');
    cache.drawn(input({ path: '/p0', answersJson }), () => drawing('markup'));
    expect(cache.size.bytes).toBe(one);
    const beyond = new DrawingCache(() => 0);
    beyond.drawn(input({ path: '/p0', answersJson: answersJson.replace('ö', 'ő') }), () => drawing('markup'));
    expect(beyond.size.bytes).toBe(one + answersJson.length);
  });

  it('count their own size for the cache report: the markup as UTF-8 (three bytes for 日), and each record', () => {
    const cache = new DrawingCache(() => 0, { entries: 2, bytes: 2_000 });
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
    cache.drawn(input({ path: '/a' }), () => drawing('a'.repeat(100)));
    const one = cache.size.bytes;
    expect(one).toBeGreaterThan(100 + 100);
    cache.drawn(input({ path: '/b' }), () => drawing('日'.repeat(100)));
    expect(cache.size).toEqual({ entries: 2, bytes: one * 2 + 200 });
    // Reused, nothing more is counted; dropped, its bytes go with it.
    cache.drawn(input({ path: '/a' }), () => drawing('never drawn'));
    expect(cache.size.bytes).toBe(one * 2 + 200);
    cache.drawn(input({ path: '/c' }), () => drawing('a'.repeat(100)));
    expect(cache.size).toEqual({ entries: 2, bytes: one * 2 });
  });
});
