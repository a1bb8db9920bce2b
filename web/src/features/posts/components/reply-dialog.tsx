import { i18n } from '@lingui/core';
import { Modal } from '../../../components/modal';
import { ReplyForm } from './reply-form';

export function ReplyDialog({
  postId,
  open,
  onOpenChange,
}: {
  postId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={i18n._('Reply')}>
      <ReplyForm postId={postId} onReplied={() => onOpenChange(false)} />
    </Modal>
  );
}
