import { buttonStyles } from '../../../components/button-styles';
import { Modal } from '../../../components/modal';
import { useRepostPost } from '../api/repost-post';
import type { Post } from '../types';

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
  const confirm = () => {
    if (repost.isPending) return;
    repost.mutate();
    onOpenChange(false);
  };
  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Confirm Repost">
      <div className="flex justify-end gap-3">
        <button type="button" className={buttonStyles.primary} onClick={confirm} disabled={repost.isPending}>
          Repost
        </button>
        <button type="button" className={buttonStyles.secondary} onClick={() => onOpenChange(false)}>
          Cancel
        </button>
      </div>
    </Modal>
  );
}
