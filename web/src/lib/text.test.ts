import { describe, expect, it } from 'vitest';
import { truncateToCodePoints } from './text';

describe('truncateToCodePoints', () => {
  it('never splits a surrogate pair when cutting', () => {
    expect(truncateToCodePoints('😀😀😀', 2)).toBe('😀😀');
    expect(truncateToCodePoints('abc', 5)).toBe('abc');
    expect(truncateToCodePoints('abcdef', 3)).toBe('abc');
  });
});
