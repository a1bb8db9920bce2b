import { describe, expect, it } from 'vitest';
import { charCount, truncateToCodePoints } from './text';

describe('charCount and truncateToCodePoints', () => {
  it('count code points, as the server does, not UTF-16 units', () => {
    expect(charCount('hello')).toBe(5);
    expect(charCount('😀😀')).toBe(2);
    expect('😀😀'.length).toBe(4);
  });

  it('never split a surrogate pair when cutting', () => {
    expect(truncateToCodePoints('😀😀😀', 2)).toBe('😀😀');
    expect(truncateToCodePoints('abc', 5)).toBe('abc');
    expect(truncateToCodePoints('abcdef', 3)).toBe('abc');
  });
});
