import { i18n } from '@lingui/core';
export const SKELETON_ROWS = 5;

export function PostSkeletons() {
  return (
    <div role="status" aria-busy="true">
      <span className="sr-only">{i18n._('Loading posts')}</span>
      {Array.from({ length: SKELETON_ROWS }, (_, index) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of identical placeholders
          key={index}
          data-testid="post-skeleton"
          className="flex animate-pulse gap-3 border-b border-zinc-200 py-5 dark:border-zinc-800"
        >
          <div className="size-12 shrink-0 rounded-full bg-zinc-200 dark:bg-zinc-800" />
          <div className="flex-1 space-y-3">
            <div className="h-3 w-1/3 rounded bg-zinc-200 dark:bg-zinc-800" />
            <div className="h-3 w-full rounded bg-zinc-200 dark:bg-zinc-800" />
            <div className="h-3 w-2/3 rounded bg-zinc-200 dark:bg-zinc-800" />
          </div>
        </div>
      ))}
    </div>
  );
}
