import { i18n } from '@lingui/core';
export function Spinner({ label = i18n._('Loading') }: { label?: string }) {
  return (
    <div className="flex justify-center py-8" role="status">
      <span className="size-8 animate-spin rounded-full border-4 border-zinc-300 border-t-zinc-700 dark:border-zinc-700 dark:border-t-zinc-200" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
