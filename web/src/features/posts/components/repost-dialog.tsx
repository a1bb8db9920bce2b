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
  const action = quoting ? 'Quote' : post.reposted ? 'Undo repost' : 'Repost';
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={post.reposted ? 'You reposted this' : 'Confirm Repost'}>
      <div className="mb-4">
        <PostTextField
          value={message}
          onChange={setMessage}
          label="Quote with a message (optional)"
          placeholder="Add a message to quote it (optional)"
        />
      </div>
      <div className="flex justify-end gap-3">
        <button type="button" className={buttonStyles.primary} onClick={confirm} disabled={busy}>
          {action}
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={() => onOpenChange(false)}>
          Cancel
        </button>
      </div>
    </Modal>
  );
}
