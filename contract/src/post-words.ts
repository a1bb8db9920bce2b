/**
 * The words of a post that mean something: `#tags` and `@mentions`. One parser for the server's indexing and
 * notifying and for the web app's links (web/src/features/posts/lib/post-words.ts).
 */

const WORD_CHAR = String.raw`[\p{L}\p{N}_]`;
/** Unicode letters, digits and `_`, 1–50 of them, not inside a longer word; at least one letter (checked apart). */
export const HASHTAG_PATTERN = `(?<!${WORD_CHAR}|&)#${WORD_CHAR}{1,50}(?!${WORD_CHAR})`;
/** Usernames are a letter then letters and digits; not after a word character, so e-mail addresses are not mentions. */
export const MENTION_PATTERN = `(?<!${WORD_CHAR}|[@.])@[A-Za-z][A-Za-z0-9]*(?!${WORD_CHAR})`;
const HASHTAG = new RegExp(HASHTAG_PATTERN, 'gu');
const MENTION = new RegExp(MENTION_PATTERN, 'gu');
const LETTER = /\p{L}/u;

/** A tag as it is stored and shown: lower case, NFC, no `#` (the web app's links use it too). */
export function normalizeTag(tag: string): string {
  return tag.normalize('NFC').toLowerCase();
}

export function isTag(tag: string): boolean {
  return new RegExp(`^${WORD_CHAR}{1,50}$`, 'u').test(tag) && LETTER.test(tag);
}

/** The distinct tags of a text, in order of first appearance. */
export function hashtagsOf(text: string): string[] {
  const tags = [...text.matchAll(HASHTAG)].map((m) => normalizeTag(m[0].slice(1))).filter((tag) => LETTER.test(tag));
  return [...new Set(tags)];
}

/** The distinct usernames mentioned in a text, lower case, in order of first appearance. */
export function mentionsOf(text: string): string[] {
  return [...new Set([...text.matchAll(MENTION)].map((m) => m[0].slice(1).toLowerCase()))];
}
