import { buttonStyles } from '../../../components/button-styles';
import { Modal } from '../../../components/modal';
import { errorMessage, showError, showSuccess } from '../../../lib/toast';
import { useRepostPost } from '../api/repost-post';

export function RepostDialog({
  postId,
  open,
  onOpenChange,
}: {
  postId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const repost = useRepostPost(postId);
  const confirm = () => {
    if (repost.isPending) return;
    repost.mutate(undefined, {
      onSuccess: () => {
        showSuccess('Post reposted successfully');
        onOpenChange(false);
      },
      onError: (error) => showError(errorMessage(error)),
    });
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
