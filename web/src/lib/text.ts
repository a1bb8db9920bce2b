/** Length as people count it and as the server counts it: Unicode code points, not UTF-16 units. */
export function charCount(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/** Cuts text to at most `max` code points, never splitting a surrogate pair. */
export function truncateToCodePoints(text: string, max: number): string {
  if (text.length <= max) return text;
  return Array.from(text).slice(0, max).join('');
}
