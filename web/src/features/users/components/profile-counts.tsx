import { i18n } from '@lingui/core';
import { Link } from 'react-router';
import type { UserProfile } from '../types';

/** "3 followers · 2 following · 5 posts"; the first two open the lists for people who are logged in. */
export function ProfileCounts({ user, linked }: { user: UserProfile; linked: boolean }) {
  const followers = i18n._('{count, plural, one {# follower} other {# followers}}', { count: user.followersCount });
  const following = i18n._('{count} following', { count: user.followingCount });
  const list = `/${user.username}/followerlist`;
  return (
    <p className="flex flex-wrap gap-x-2 text-zinc-600 dark:text-zinc-400" data-testid="profile-counts">
      {linked ? (
        <Link to={list} className="hover:underline">
          {followers}
        </Link>
      ) : (
        <span>{followers}</span>
      )}
      <span aria-hidden>·</span>
      {linked ? (
        <Link to={`${list}?tab=following`} className="hover:underline">
          {following}
        </Link>
      ) : (
        <span>{following}</span>
      )}
      <span aria-hidden>·</span>
      <span>{i18n._('{count, plural, one {# post} other {# posts}}', { count: user.postsCount })}</span>
    </p>
  );
}
