import { i18n } from '@lingui/core';
import { CircleCheck } from 'lucide-react';

/** After the last page of a feed that had posts. */
export function FeedEnd() {
  return (
    <p className="flex items-center justify-center gap-2 py-8 text-sm text-zinc-600 dark:text-zinc-400">
      <CircleCheck aria-hidden className="size-4" />
      {i18n._("You're all caught up")}
    </p>
  );
}
