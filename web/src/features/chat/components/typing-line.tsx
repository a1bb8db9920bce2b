import { i18n } from '@lingui/core';
/** "alice is typing…", "alice and bob are typing…", kept in place so the pane does not jump. */
export function TypingLine({ names }: { names: string[] }) {
  const text =
    names.length === 0
      ? ''
      : names.length === 1
        ? i18n._('{0} is typing…', { 0: names[0] })
        : i18n._('{0} and {1} are typing…', { 0: names.slice(0, -1).join(', '), 1: names.at(-1) });
  return (
    <p className="h-5 px-3 text-xs text-zinc-600 italic dark:text-zinc-400" aria-live="polite" data-testid="typing">
      {text}
    </p>
  );
}
