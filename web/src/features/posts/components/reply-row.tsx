import { Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { buttonStyles } from '../../../components/button-styles';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { RelativeTime } from '../../../components/relative-time';
import { UserAvatar } from '../../../components/user-avatar';
import { useCurrentUser } from '../../../lib/current-user';
import { SafetyMenuButton } from '../../safety/components/safety-menu-button';
import { useDeleteReply } from '../api/delete-reply';
import { replyAnchor } from '../lib/reply-anchor';
import type { Reply } from '../types';
import { PostText } from './post-text';

function DeleteReplyButton({ reply }: { reply: Reply }) {
  const remove = useDeleteReply();
  const confirm = () => {
    if (remove.isPending) return;
    remove.mutate(reply);
  };
  return (
    <ConfirmDialog
      trigger={
        <button type="button" className={buttonStyles.icon} aria-label="Delete reply">
          <Trash2 className="size-4" aria-hidden />
        </button>
      }
      title="Delete reply"
      description="Are you sure you want to delete this reply?"
      confirmLabel="Delete"
      onConfirm={confirm}
    />
  );
}

/** A reply with its time; its author and the post's owner may delete it, others get the safety menu. */
export function ReplyRow({
  reply,
  postOwnerId,
  highlighted,
}: {
  reply: Reply;
  postOwnerId: string;
  highlighted: boolean;
}) {
  const me = useCurrentUser();
  const mine = me?._id === reply.userId;
  return (
    <li
      id={replyAnchor(reply._id)}
      data-testid="reply"
      data-highlighted={highlighted || undefined}
      className="flex scroll-mt-20 gap-3 border-b border-zinc-200 py-4 data-highlighted:bg-sky-50 dark:border-zinc-800 dark:data-highlighted:bg-sky-950"
    >
      <Link to={`/${reply.username}`} aria-label={`${reply.username}'s profile`} className="shrink-0">
        <UserAvatar src={reply.userProfilePic} name={reply.username} size="sm" />
      </Link>
      <div className="min-w-0 flex-1">
        <p className="flex items-baseline gap-2">
          <span className="truncate font-semibold">{reply.username}</span>
          <span className="shrink-0 text-sm text-zinc-600 dark:text-zinc-400">
            <RelativeTime date={reply.createdAt} />
          </span>
        </p>
        <PostText text={reply.text} testId="reply-text" />
      </div>
      {mine || me?._id === postOwnerId ? <DeleteReplyButton reply={reply} /> : null}
      {mine ? null : (
        <SafetyMenuButton
          subject={{ _id: reply.userId, username: reply.username, profilePic: reply.userProfilePic }}
          label="Reply options"
          report={{ target: { targetType: 'reply', targetId: reply._id }, label: 'Report reply' }}
        />
      )}
    </li>
  );
}
