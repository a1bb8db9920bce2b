const EXCERPT_LENGTH = 120;

/** The start of a text for a notification's body, cut at a whole character with an ellipsis. */
export function excerpt(text: string): string {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length <= EXCERPT_LENGTH ? chars.join('') : `${chars.slice(0, EXCERPT_LENGTH - 1).join('')}…`;
}
