import { i18n } from '@lingui/core';
import { Link } from 'react-router';
import type { Post } from '../types';

/** "Replying to @maya", leading to the post answered (the post page finds a post by its id alone). */
export function ReplyingTo({ post }: { post: Post }) {
  const parent = post.replyTo;
  if (!parent) return null;
  const href = `/${parent.username || post.postedBy.username}/post/${parent._id}`;
  return (
    <p className="mt-1 text-sm text-zinc-600 dark:text-zinc-400" data-testid="replying-to">
      <Link to={href} className="hover:underline">
        {parent.username
          ? i18n._('Replying to @{username}', { username: parent.username })
          : i18n._('Replying to a deleted post')}
      </Link>
    </p>
  );
}
