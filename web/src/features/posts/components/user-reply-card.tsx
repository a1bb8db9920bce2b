import { Link } from 'react-router';
import { UserAvatar } from '../../../components/user-avatar';
import { SafetyMenuButton } from '../../safety/components/safety-menu-button';
import type { UserReply } from '../types';
import { PostCard } from './post-card';
import { PostText } from './post-text';

/** On a profile's Replies tab: the post that was answered, then the user's reply to it. */
export function UserReplyCard({ item }: { item: UserReply }) {
  const { reply, post } = item;
  return (
    <div data-testid="user-reply">
      <PostCard post={post} />
      <div className="flex gap-3 border-b border-zinc-200 py-4 pl-6 dark:border-zinc-800">
        <Link to={`/${reply.username}`} aria-label={`${reply.username}'s profile`} className="shrink-0">
          <UserAvatar src={reply.userProfilePic} name={reply.username} size="sm" />
        </Link>
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{reply.username}</p>
          <PostText text={reply.text} testId="reply-text" />
        </div>
        <SafetyMenuButton
          subject={{ _id: reply.userId, username: reply.username, profilePic: reply.userProfilePic }}
          label="Reply options"
          report={{ target: { targetType: 'reply', targetId: reply._id }, label: 'Report reply' }}
        />
      </div>
    </div>
  );
}
