/** Web addresses in user text: only http(s), so no `javascript:` or other scheme becomes a link. */
export const WEB_ADDRESS = String.raw`https?:\/\/[^\s<>"']+`;

/** Punctuation that ends a sentence rather than the address it follows. */
const TRAILING = /[.,!?;:)\]]+$/;

export type TextPiece = { text: string; href?: undefined } | { text: string; href: string };

/** Splits text into plain pieces and web addresses, leaving a sentence's last punctuation out of the link. */
export function splitLinks(text: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  let rest = 0;
  for (const match of text.matchAll(new RegExp(WEB_ADDRESS, 'gi'))) {
    const address = match[0].replace(TRAILING, '');
    if (match.index > rest) pieces.push({ text: text.slice(rest, match.index) });
    pieces.push({ text: address, href: address });
    rest = match.index + address.length;
  }
  if (rest < text.length) pieces.push({ text: text.slice(rest) });
  return pieces;
}
