import { i18n } from '@lingui/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RelativeTime } from '../../../components/relative-time';
import { UserAvatar } from '../../../components/user-avatar';
import type { EmbeddedPost } from '../types';
import { EditedMarker } from './edited-marker';

/** Avatar and username lead to the author's profile; the time leads to the post page; "Edited" opens the history. */
export function PostHeader({ post, children }: { post: EmbeddedPost; children?: ReactNode }) {
  const author = post.postedBy;
  return (
    <div className="flex items-center gap-3">
      <Link
        to={`/${author.username}`}
        aria-label={i18n._("{username}'s profile", { username: author.username })}
        className="shrink-0"
      >
        <UserAvatar src={author.profilePic} name={author.username} />
      </Link>
      <div className="flex min-w-0 flex-1 items-center justify-between gap-2">
        <Link to={`/${author.username}`} className="truncate font-semibold hover:underline">
          {author.username}
        </Link>
        <div className="flex shrink-0 items-center gap-1">
          <Link
            to={`/${author.username}/post/${post._id}`}
            className="text-sm text-zinc-600 hover:underline dark:text-zinc-400"
          >
            <RelativeTime date={post.createdAt} />
          </Link>
          {post.editedAt ? <EditedMarker postId={post._id} /> : null}
          {children}
        </div>
      </div>
    </div>
  );
}
