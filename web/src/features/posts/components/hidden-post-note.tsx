import { i18n } from '@lingui/core';
import type { HiddenPost } from '../types';

const notes: Record<HiddenPost['hidden'], string> = {
  deleted: /*i18n*/ 'This post was deleted.',
  unavailable: /*i18n*/ 'This post is unavailable.',
};

/** In a thread, the place of a post that was deleted (while it has replies) or that the reader may not see. */
export function HiddenPostNote({ post }: { post: HiddenPost }) {
  return (
    <p
      className="rounded-lg border border-zinc-200 px-4 py-3 text-zinc-600 italic dark:border-zinc-800 dark:text-zinc-400"
      data-testid="hidden-post"
      data-post-id={post._id}
    >
      {i18n._(notes[post.hidden])}
    </p>
  );
}
