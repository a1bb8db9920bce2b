import { i18n } from '@lingui/core';
import { ArrowUp } from 'lucide-react';

/** Floats under the header while posts wait above what is shown; a tap brings them in. */
export function NewPostsPill({ count, onShow }: { count: number; onShow: () => void }) {
  if (count === 0) return null;
  return (
    <div className="sticky top-18 z-20 flex h-0 justify-center">
      <button
        type="button"
        onClick={onShow}
        aria-label={i18n._('New posts: {count}, show them', { count })}
        className="inline-flex h-9 items-center gap-1.5 rounded-full bg-sky-600 px-4 text-sm font-semibold text-white shadow-lg hover:bg-sky-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500"
      >
        <ArrowUp aria-hidden className="size-4" />
        {i18n._('New posts')}
      </button>
    </div>
  );
}
