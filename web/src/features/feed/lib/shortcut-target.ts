/** True when a key press belongs to what someone is typing (a field, a select or editable text). */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return target.closest('input, textarea, select, [contenteditable]:not([contenteditable="false"])') !== null;
}

/** The feed's shortcut a key press asks for, or null: never while typing, in a dialog or with a modifier. */
export function shortcutOf(event: KeyboardEvent): FeedShortcut | null {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return null;
  if (isTypingTarget(event.target) || document.querySelector('[role="dialog"], [role="alertdialog"]')) return null;
  return SHORTCUTS.find((shortcut) => shortcut === event.key) ?? null;
}

export const SHORTCUTS = ['j', 'k', 'l', 'r', 'n', '?'] as const;
export type FeedShortcut = (typeof SHORTCUTS)[number];
