import { HASHTAG_PATTERN, isTag, MENTION_PATTERN, normalizeTag } from '@threads/contract';
import { splitLinks } from '../../../lib/links';

export { normalizeTag };

/** The server's grammar for `#tags` and `@mentions` (contract/src/post-words.ts), so links match what it indexed. */
const WORD = new RegExp(`${HASHTAG_PATTERN}|${MENTION_PATTERN}`, 'gu');

export type PostTextPiece =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; href: string }
  | { kind: 'tag'; text: string; tag: string }
  | { kind: 'mention'; text: string; username: string };

/** `#tag` and `@username` pieces of a plain (non-address) stretch of text. */
function splitWords(text: string): PostTextPiece[] {
  const pieces: PostTextPiece[] = [];
  let rest = 0;
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    const name = word.slice(1);
    const piece: PostTextPiece | null = word.startsWith('@')
      ? { kind: 'mention', text: word, username: name.toLowerCase() }
      : isTag(name)
        ? { kind: 'tag', text: word, tag: normalizeTag(name) }
        : null;
    if (!piece) continue;
    if (match.index > rest) pieces.push({ kind: 'text', text: text.slice(rest, match.index) });
    pieces.push(piece);
    rest = match.index + word.length;
  }
  if (rest < text.length) pieces.push({ kind: 'text', text: text.slice(rest) });
  return pieces;
}

/** Post text as plain pieces, web addresses, `#tags` and `@mentions` (words inside an address stay in it). */
export function splitPostText(text: string): PostTextPiece[] {
  return splitLinks(text).flatMap((piece): PostTextPiece[] =>
    piece.href ? [{ kind: 'link', text: piece.text, href: piece.href }] : splitWords(piece.text),
  );
}

export function tagPath(tag: string): string {
  return `/tag/${encodeURIComponent(tag)}`;
}
