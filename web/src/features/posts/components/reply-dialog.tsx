import { type FormEvent, useId, useState } from 'react';
import { buttonStyles, inputStyles } from '../../../components/button-styles';
import { Modal } from '../../../components/modal';
import { errorMessage, showError, showSuccess } from '../../../lib/toast';
import { useReplyToPost } from '../api/reply-to-post';

export function ReplyDialog({
  postId,
  open,
  onOpenChange,
}: {
  postId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [text, setText] = useState('');
  const reply = useReplyToPost(postId);
  const fieldId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reply.isPending || !text.trim()) return;
    reply.mutate(text, {
      onSuccess: () => {
        showSuccess('Reply posted successfully');
        setText('');
        onOpenChange(false);
      },
      onError: (error) => showError(errorMessage(error)),
    });
  };

  return (
    <Modal open={open} onOpenChange={onOpenChange} title="Reply">
      <form onSubmit={submit} className="space-y-4">
        <label htmlFor={fieldId} className="sr-only">
          Reply
        </label>
        <textarea
          id={fieldId}
          className={inputStyles}
          rows={3}
          maxLength={500}
          placeholder="Reply goes here.."
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <div className="flex justify-end">
          <button type="submit" className={buttonStyles.primary} disabled={reply.isPending || !text.trim()}>
            Reply
          </button>
        </div>
      </form>
    </Modal>
  );
}
