import { i18n } from '@lingui/core';
import { lazy, Suspense, useState } from 'react';

const PostHistoryDialog = lazy(() => import('./post-history-dialog'));

/** "Edited" beside the time of an edited post; it opens the post's history. */
export function EditedMarker({ postId }: { postId: string }) {
  const [open, setOpen] = useState(false);
  return (
    // Clicks inside the (portalled) dialog must not reach a clickable card around it.
    // biome-ignore lint/a11y/noStaticElementInteractions: only stops clicks from bubbling further
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above
    <span className="contents" onClick={(event) => event.stopPropagation()}>
      <button
        type="button"
        className="rounded text-sm text-zinc-600 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-sky-500 dark:text-zinc-400"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {i18n._('Edited')}
      </button>
      <Suspense fallback={null}>
        {open ? <PostHistoryDialog postId={postId} open={open} onOpenChange={setOpen} /> : null}
      </Suspense>
    </span>
  );
}
