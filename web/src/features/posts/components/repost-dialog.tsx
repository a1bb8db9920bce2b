import { i18n } from '@lingui/core';
import { buttonStyles } from '../../../components/button-styles';
import { Modal } from '../../../components/modal';
import { useRepostPost } from '../api/repost-post';
import type { Post } from '../types';

/** The contract's 'Confirm Repost' (Repost and Cancel), from the repost menu's Repost. `post`: what the card acts on. */
export function RepostDialog({
  post,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  post: Post;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const repost = useRepostPost(post);
  const confirm = () => {
    if (repost.isPending) return;
    repost.mutate('');
    onOpenChange(false);
  };
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={i18n._('Confirm Repost')} onCloseAutoFocus={onCloseAutoFocus}>
      <div className="flex justify-end gap-3">
        <button type="button" className={buttonStyles.primary} onClick={confirm} disabled={repost.isPending}>
          {i18n._('Repost')}
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={() => onOpenChange(false)}>
          {i18n._('Cancel')}
        </button>
      </div>
    </Modal>
  );
}
