import { i18n } from '@lingui/core';
import { ApiError } from '../lib/api-response';

/**
 * A list that failed to load says so in its place, never with its empty text: "Couldn't load posts · Try again",
 * and, when no answer came, why in plain words ("You're offline", "Couldn't reach the server").
 */
export function LoadFailed({
  message,
  error,
  onRetry,
  retrying = false,
}: {
  /** What could not be loaded, in a sentence ("Couldn't load posts"). */
  message: string;
  error?: unknown;
  onRetry: () => void;
  retrying?: boolean;
}) {
  const why = error instanceof ApiError && error.unanswered ? error.message : null;
  return (
    <div role="alert" data-testid="load-failed" className="flex flex-col items-center gap-1 py-8 text-center">
      <p className="flex flex-wrap items-center justify-center gap-x-2">
        <span className="font-semibold">{message}</span>
        <span aria-hidden className="text-zinc-500">
          ·
        </span>
        <button
          type="button"
          onClick={onRetry}
          disabled={retrying}
          className="rounded font-semibold text-sky-700 hover:underline focus-visible:outline-2 focus-visible:outline-sky-500 disabled:opacity-60 dark:text-sky-400"
        >
          {i18n._('Try again')}
        </button>
      </p>
      {why ? <p className="text-sm text-zinc-600 dark:text-zinc-400">{why}</p> : null}
    </div>
  );
}
