import { i18n } from '@lingui/core';
import type { UserReply } from '../types';
import { PostCard } from './post-card';
import { AncestorPost } from './thread/ancestor-post';
import { DeleteReplyButton } from './thread/delete-reply-button';

/** On a profile's Replies tab: the post answered (compact, leading to it), then the reply as a full card. */
export function UserReplyCard({ item }: { item: UserReply }) {
  const { reply, post } = item;
  const parentAuthorId = 'hidden' in post ? null : post.postedBy._id;
  return (
    <div className="border-b border-zinc-200 pt-4 dark:border-zinc-800" data-testid="user-reply">
      <ol aria-label={i18n._('In reply to')}>
        <AncestorPost post={post} />
      </ol>
      <div data-testid="reply" data-post-id={reply._id}>
        <PostCard
          post={reply}
          inThread
          controls={<DeleteReplyButton reply={reply} parentAuthorId={parentAuthorId} />}
        />
      </div>
    </div>
  );
}
