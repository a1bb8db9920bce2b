import { i18n } from '@lingui/core';
import { DeleteButton } from '../../../../components/delete-button';
import { useCurrentUser } from '../../../../lib/current-user';
import { useDeleteReply } from '../../api/delete-reply';
import type { Post } from '../../types';

/** Shown to the reply's author and to the owner of the post it answers; asks first. */
export function DeleteReplyButton({ reply, parentAuthorId }: { reply: Post; parentAuthorId: string | null }) {
  const me = useCurrentUser();
  const remove = useDeleteReply();
  const parentId = reply.replyTo?._id;
  if (!me || !parentId || (me._id !== reply.postedBy._id && me._id !== parentAuthorId)) return null;
  const confirm = () => {
    if (!remove.isPending) remove.mutate({ reply, parentId });
  };
  return (
    <DeleteButton
      label={i18n._('Delete reply')}
      question={i18n._('Are you sure you want to delete this reply?')}
      onConfirm={confirm}
    />
  );
}
