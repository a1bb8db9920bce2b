import { i18n } from '@lingui/core';
import { Repeat2 as LucideRepeat2 } from 'lucide-react';
import { Link } from 'react-router';
import { staticIcon } from '../../../components/static-icon';
import type { Post } from '../types';

const Repeat2 = staticIcon(LucideRepeat2);

/** "maya reposted", or in the home feed "maya and 2 others reposted" when several people followed did. */
export function RepostLine({ post }: { post: Post }) {
  const others = Math.max(0, (post.repostedBy?.count ?? 1) - 1);
  return (
    <p className="mb-2 flex items-center gap-1 text-sm text-zinc-600 dark:text-zinc-400" data-testid="repost-line">
      <Repeat2 className="size-4" aria-hidden />
      <span>
        <Link to={`/${post.postedBy.username}`} className="hover:underline">
          {post.postedBy.username}
        </Link>{' '}
        {others > 0
          ? i18n._('{others, plural, one {and # other reposted} other {and # others reposted}}', { others })
          : i18n._('reposted')}
      </span>
    </p>
  );
}
