import { i18n } from '@lingui/core';
import { charCount, MAX_MUTED_WORD_CHARS, MAX_MUTED_WORDS } from '@threads/contract';

/** Why a word cannot be added, or null when it can. */
export function mutedWordProblem(word: string, current: string[]): string | null {
  const trimmed = word.trim();
  if (!trimmed) return i18n._('Enter a word to mute.');
  if (charCount(trimmed) > MAX_MUTED_WORD_CHARS)
    return i18n._('A muted word can have at most {MAX_MUTED_WORD_CHARS} characters.', { MAX_MUTED_WORD_CHARS });
  if (current.some((existing) => existing.toLowerCase() === trimmed.toLowerCase()))
    return i18n._('That word is already muted.');
  if (current.length >= MAX_MUTED_WORDS)
    return i18n._('You can mute at most {MAX_MUTED_WORDS} words.', { MAX_MUTED_WORDS });
  return null;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whole-word, case-insensitive: "cat" hides "Cat!" but not "category". A word's edges are letters,
 * digits or underscores, in any script.
 */
export function mutedWordMatcher(words: string[]): (text: string) => boolean {
  const wanted = words.map((word) => word.trim()).filter(Boolean);
  if (wanted.length === 0) return () => false;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}_])(?:${wanted.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}_])`, 'iu');
  return (text) => pattern.test(text);
}
