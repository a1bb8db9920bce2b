import { MAX_MUTED_WORDS } from '@threads/contract';
import { describe, expect, it } from 'vitest';
import { mutedWordMatcher, mutedWordProblem } from './muted-words';

describe('muted words', () => {
  it('match whole words in any case, not parts of words', () => {
    const matches = mutedWordMatcher(['cat', 'Spoiler alert']);
    expect(matches('My CAT sleeps')).toBe(true);
    expect(matches('cat!')).toBe(true);
    expect(matches('#cat')).toBe(true);
    expect(matches('a category of things')).toBe(false);
    expect(matches('bobcat')).toBe(false);
    expect(matches('spoiler ALERT: he lives')).toBe(true);
  });

  it('treat other scripts and symbols as text, not as patterns', () => {
    expect(mutedWordMatcher(['c++'])('I write c++ daily')).toBe(true);
    expect(mutedWordMatcher(['a.b'])('axb')).toBe(false);
    expect(mutedWordMatcher(['café'])('Un café noir')).toBe(true);
    expect(mutedWordMatcher(['café'])('cafés')).toBe(false);
    expect(mutedWordMatcher([])('anything')).toBe(false);
  });

  it('refuse empty, too long, repeated and one-too-many words', () => {
    expect(mutedWordProblem('  ', [])).toBe('Enter a word to mute.');
    expect(mutedWordProblem('x'.repeat(51), [])).toMatch(/at most 50/);
    expect(mutedWordProblem('x'.repeat(50), [])).toBeNull();
    expect(mutedWordProblem(' Cat ', ['cat'])).toBe('That word is already muted.');
    const full = Array.from({ length: MAX_MUTED_WORDS }, (_, n) => `w${n}`);
    expect(mutedWordProblem('one more', full)).toMatch(/at most 100/);
  });
});
