import { describe, expect, it } from 'vitest';
import { DRAWING_REUSE_MS, DrawingCache, type DrawingInput } from './drawing-cache.js';

const input = (changes: Partial<DrawingInput> = {}): DrawingInput => ({
  path: '/',
  locale: 'en',
  host: 'example.test',
  viewer: { _id: 'v1', username: 'maya' },
  answersJson: '{"/api/posts/feed":[{"_id":"p1","text":"hello"}]}',
  ...changes,
});

describe('drawings of first screens', () => {
  it('are reused only for exactly the same inputs, and for a few seconds', () => {
    let now = 1_000_000;
    const cache = new DrawingCache(() => now);
    let renders = 0;
    const draw = (what: DrawingInput) => cache.drawn(what, () => `drawing ${++renders}`);

    expect(draw(input())).toBe('drawing 1');
    expect(draw(input())).toBe('drawing 1');
    // Another viewer, language, host, page or answers: a drawing of its own.
    expect(draw(input({ viewer: { _id: 'v2', username: 'maya' } }))).toBe('drawing 2');
    expect(draw(input({ viewer: null }))).toBe('drawing 3');
    expect(draw(input({ locale: 'ar' }))).toBe('drawing 4');
    expect(draw(input({ host: 'other.test' }))).toBe('drawing 5');
    expect(draw(input({ path: '/maya' }))).toBe('drawing 6');
    expect(draw(input({ answersJson: '{"/api/posts/feed":[{"_id":"p1","text":"hello","liked":true}]}' }))).toBe(
      'drawing 7',
    );
    // Relative times move on: a later window draws afresh.
    now += DRAWING_REUSE_MS;
    expect(draw(input())).toBe('drawing 8');
  });

  it('keep the most recently used few hundred', () => {
    const cache = new DrawingCache(() => 0);
    let renders = 0;
    const draw = (n: number) => cache.drawn(input({ path: `/p${n}` }), () => `drawing ${++renders}`);
    draw(0);
    for (let n = 1; n <= 300; n++) {
      draw(n);
      draw(0);
    }
    expect(draw(0)).toBe('drawing 1');
    expect(draw(1)).toBe('drawing 302');
  });
});
