import { i18n } from '@lingui/core';
import { ArrowDown } from 'lucide-react';
import { PULL_TRIGGER_PX, type PullState } from '../hooks/use-pull-to-refresh';

const REFRESHING_HEIGHT_PX = 48;

/** What a pull on the feed will do, shown above the posts while pulling and refreshing. */
export function PullIndicator({ state }: { state: PullState }) {
  if (state.phase === 'idle') return null;
  const height = state.phase === 'pulling' ? state.distance : REFRESHING_HEIGHT_PX;
  const ready = state.phase === 'pulling' && state.distance >= PULL_TRIGGER_PX;
  const label =
    state.phase === 'refreshing'
      ? i18n._('Refreshing…')
      : ready
        ? i18n._('Release to refresh')
        : i18n._('Pull to refresh');
  return (
    <div
      data-testid="pull-indicator"
      role="status"
      className="flex items-end justify-center gap-2 overflow-hidden pb-2 text-sm text-zinc-600 dark:text-zinc-400"
      style={{ height }}
    >
      {state.phase === 'refreshing' ? (
        <span className="size-4 animate-spin rounded-full border-2 border-zinc-300 border-t-zinc-700 dark:border-zinc-700 dark:border-t-zinc-200" />
      ) : (
        <ArrowDown aria-hidden className={`size-4 transition-transform ${ready ? 'rotate-180' : ''}`} />
      )}
      {label}
    </div>
  );
}
