/** Length as people count it and as the web counter shows it: Unicode code points, not UTF-16 units. */
export function charCount(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}
