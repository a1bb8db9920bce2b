/** Cuts text to at most `max` code points, never splitting a surrogate pair. */
export function truncateToCodePoints(text: string, max: number): string {
  if (text.length <= max) return text;
  return Array.from(text).slice(0, max).join('');
}

/**
 * A text field's value cut to `max` code points. The field is cut in place too: a controlled field is
 * redrawn only when its state changes, so a full field would otherwise keep the character just typed.
 */
export function cutFieldToCodePoints(field: HTMLInputElement | HTMLTextAreaElement, max: number): string {
  const value = truncateToCodePoints(field.value, max);
  if (value !== field.value) field.value = value;
  return value;
}
