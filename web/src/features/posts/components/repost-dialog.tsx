import { i18n } from '@lingui/core';
import { useState } from 'react';
import { buttonStyles } from '../../../components/button-styles';
import { Modal } from '../../../components/modal';
import { useRepostPost } from '../api/repost-post';
import { useUndoRepost } from '../api/undo-repost';
import type { Post } from '../types';
import { PostTextField } from './post-text-field';

/**
 * Repost (plain, once) or quote (with a message of one's own); when already reposted, Undo repost or quote.
 * `post` is what the card acts on (a plain repost's original).
 */
export function RepostDialog({
  post,
  open,
  onOpenChange,
}: {
  post: Post;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const repost = useRepostPost(post);
  const undo = useUndoRepost(post);
  const [message, setMessage] = useState('');
  const quoting = message.trim() !== '';
  const busy = repost.isPending || undo.isPending;
  const confirm = () => {
    if (busy) return;
    if (post.reposted && !quoting) undo.mutate();
    else repost.mutate(message.trim());
    onOpenChange(false);
  };
  const action = quoting ? i18n._('Quote') : post.reposted ? i18n._('Undo repost') : i18n._('Repost');
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={post.reposted ? i18n._('You reposted this') : i18n._('Confirm Repost')}
    >
      <div className="mb-4">
        <PostTextField
          value={message}
          onChange={setMessage}
          label={i18n._('Quote with a message (optional)')}
          placeholder={i18n._('Add a message to quote it (optional)')}
        />
      </div>
      <div className="flex justify-end gap-3">
        <button type="button" className={buttonStyles.primary} onClick={confirm} disabled={busy}>
          {action}
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={() => onOpenChange(false)}>
          {i18n._('Cancel')}
        </button>
      </div>
    </Modal>
  );
}
