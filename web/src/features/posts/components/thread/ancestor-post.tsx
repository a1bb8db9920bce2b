import { i18n } from '@lingui/core';
import { Link } from 'react-router';
import { RelativeTime } from '../../../../components/relative-time';
import { UserAvatar } from '../../../../components/user-avatar';
import { isHidden, type ThreadPost } from '../../types';
import { HiddenPostNote } from '../hidden-post-note';

/** What a compact row says of a post: its words, its warning instead of them, or what it carries. */
function summary(post: Exclude<ThreadPost, { hidden: string }>): string {
  if (post.spoiler) return i18n._('Content warning: {spoiler}', { spoiler: post.spoiler });
  if (post.text) return post.text;
  if (post.video) return i18n._('Video');
  return post.img ? post.imgAlt || i18n._('Image') : '';
}

/** A post above the one open, compact: its author, time and first lines, the whole row leading to its page. */
export function AncestorPost({ post }: { post: ThreadPost }) {
  if (isHidden(post)) {
    return (
      <li className="pb-3" data-testid="ancestor">
        <HiddenPostNote post={post} />
      </li>
    );
  }
  const author = post.postedBy;
  return (
    <li className="flex gap-3" data-testid="ancestor" data-post-id={post._id}>
      <div className="flex flex-col items-center">
        <UserAvatar src={author.profilePic} name={author.username} size="sm" />
        <span className="mt-1 w-0.5 flex-1 bg-zinc-300 dark:bg-zinc-700" aria-hidden />
      </div>
      <Link
        to={`/${author.username}/post/${post._id}`}
        className="-mx-2 mb-3 min-w-0 flex-1 rounded-md px-2 py-1 hover:bg-zinc-100 dark:hover:bg-zinc-900"
      >
        <span className="flex items-baseline gap-2 text-sm">
          <span className="truncate font-semibold">{author.username}</span>
          <span className="shrink-0 text-zinc-600 dark:text-zinc-400">
            <RelativeTime date={post.createdAt} />
          </span>
        </span>
        <span className="line-clamp-3 text-sm break-words whitespace-pre-wrap">{summary(post)}</span>
      </Link>
    </li>
  );
}

/** The posts above the open one, root first, joined by a line. */
export function AncestorList({ ancestors }: { ancestors: ThreadPost[] }) {
  if (ancestors.length === 0) return null;
  return (
    <ol aria-label={i18n._('Earlier in the thread')} className="mb-2">
      {ancestors.map((post) => (
        <AncestorPost key={post._id} post={post} />
      ))}
    </ol>
  );
}
