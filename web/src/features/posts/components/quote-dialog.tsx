import { i18n } from '@lingui/core';
import { type FormEvent, useState } from 'react';
import { buttonStyles } from '../../../components/button-styles';
import { Modal } from '../../../components/modal';
import { useRepostPost } from '../api/repost-post';
import type { Post } from '../types';
import { EmbeddedPostBody } from './embedded-post';
import { PostTextField } from './post-text-field';

/**
 * The composer quoting a post (the repost menu's Quote): my words, then the quoted post's card below them, as
 * the quote will show. Posting is the optimistic repost with a message (`useRepostPost`).
 */
export function QuoteDialog({
  quote,
  open,
  onOpenChange,
}: {
  quote: Post;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [text, setText] = useState('');
  const repost = useRepostPost(quote);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() || repost.isPending) return;
    repost.mutate(text.trim());
    setText('');
    onOpenChange(false);
  };
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={i18n._('Spill the tea ☕')} wide>
      <form onSubmit={submit} className="space-y-4">
        <PostTextField
          value={text}
          onChange={setText}
          label={i18n._('Post content')}
          placeholder={i18n._("What's on your mind?")}
        />
        <section
          aria-label={i18n._('Quoting {username}', { username: quote.postedBy.username })}
          className="rounded-lg border border-zinc-300 p-3 dark:border-zinc-700"
          data-testid="quoted-post"
        >
          <EmbeddedPostBody post={quote} />
        </section>
        <div className="flex justify-end">
          <button type="submit" className={buttonStyles.primary} disabled={!text.trim() || repost.isPending}>
            {i18n._('Post')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
