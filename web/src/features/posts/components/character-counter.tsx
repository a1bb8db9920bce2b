import { i18n } from '@lingui/core';

/** From this many characters left the number shows beside the ring, and is read out as it changes. */
export const COUNTER_NEAR_LIMIT = 20;
const RADIUS = 8;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/**
 * What is left of a post's characters: a ring filling as the text grows, joined by the number only near the
 * limit (amber, then red at none). Screen readers get "480 characters left" through the field's description.
 */
export function CharacterCounter({ id, remaining, max }: { id: string; remaining: number; max: number }) {
  const near = remaining <= COUNTER_NEAR_LIMIT;
  const used = Math.min(1, (max - remaining) / max);
  const tone =
    remaining <= 0
      ? 'text-red-600 dark:text-red-400'
      : near
        ? 'text-amber-700 dark:text-amber-400'
        : 'text-sky-600 dark:text-sky-400';
  return (
    <div
      data-testid="char-counter"
      data-remaining={remaining}
      className={`mt-1 flex items-center justify-end gap-2 text-xs font-semibold ${tone}`}
    >
      <span id={id} className="sr-only">
        {i18n._('{remaining} characters left', { remaining })}
      </span>
      <span aria-live="polite" data-testid="char-counter-number">
        {near ? remaining : ''}
      </span>
      <svg aria-hidden viewBox="0 0 20 20" className="size-5 -rotate-90" data-testid="char-counter-ring">
        <circle
          cx="10"
          cy="10"
          r={RADIUS}
          fill="none"
          strokeWidth="2.5"
          className="stroke-zinc-300 dark:stroke-zinc-700"
        />
        <circle
          cx="10"
          cy="10"
          r={RADIUS}
          fill="none"
          strokeWidth="2.5"
          stroke="currentColor"
          strokeLinecap="round"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - used)}
        />
      </svg>
    </div>
  );
}
