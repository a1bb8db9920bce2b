import { i18n } from '@lingui/core';
import { Link } from 'react-router';
import { type ThreadReply as Item, isHidden, type Post, type ThreadPost } from '../../types';
import { HiddenPostNote } from '../hidden-post-note';
import { PostCard } from '../post-card';
import { DeleteReplyButton } from './delete-reply-button';

const authorOf = (post: ThreadPost) => (isHidden(post) ? null : post.postedBy._id);

function ReplyCard({ post, parentAuthorId }: { post: Post; parentAuthorId: string | null }) {
  return (
    <div data-testid="reply" data-post-id={post._id}>
      <PostCard post={post} inThread controls={<DeleteReplyButton reply={post} parentAuthorId={parentAuthorId} />} />
    </div>
  );
}

/** "View 3 more replies": the rest are on the reply's own page. */
function MoreReplies({ post, count }: { post: ThreadPost; count: number }) {
  const author = isHidden(post) ? '_' : post.postedBy.username;
  return (
    <Link
      to={`/${author}/post/${post._id}`}
      className="mb-3 ms-11 inline-block text-sm font-semibold text-sky-700 hover:underline dark:text-sky-400"
    >
      {i18n._('{count, plural, one {View # more reply} other {View # more replies}}', { count })}
    </Link>
  );
}

/**
 * A reply under the open post, as a full card with its actions (or "This post was deleted" while it has
 * replies), its first replies nested under it, and a link to the rest.
 */
export function ThreadReply({ item, parentAuthorId }: { item: Item; parentAuthorId: string | null }) {
  const { post } = item;
  return (
    <li className="border-b border-zinc-200 dark:border-zinc-800" data-testid="thread-reply">
      {isHidden(post) ? (
        <div className="py-4">
          <HiddenPostNote post={post} />
        </div>
      ) : (
        <ReplyCard post={post} parentAuthorId={parentAuthorId} />
      )}
      {item.replies.length > 0 ? (
        <ul
          className="ms-4 border-s-2 border-zinc-200 ps-3 md:ms-6 dark:border-zinc-800"
          aria-label={i18n._('Replies to it')}
        >
          {item.replies.map((reply) => (
            <li key={reply._id}>
              <ReplyCard post={reply} parentAuthorId={authorOf(post)} />
            </li>
          ))}
        </ul>
      ) : null}
      {item.moreReplies > 0 ? <MoreReplies post={post} count={item.moreReplies} /> : null}
    </li>
  );
}
