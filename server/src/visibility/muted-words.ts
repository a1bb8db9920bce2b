/** Muted words: case-insensitive, whole-word matches ("cat" mutes "Cat!" but not "concatenate"). */

const WORD_CHAR = String.raw`[\p{L}\p{N}_]`;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** One regular expression for all of a viewer's words; null when they muted none. */
export function mutedWordMatcher(words: readonly string[]): RegExp | null {
  if (words.length === 0) return null;
  const alternatives = words.map(escapeRegExp).join('|');
  return new RegExp(`(?<!${WORD_CHAR})(?:${alternatives})(?!${WORD_CHAR})`, 'iu');
}
