import { Link } from 'react-router';
import type { UserProfile } from '../types';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "3 followers · 2 following · 5 posts"; the first two open the lists for people who are logged in. */
export function ProfileCounts({ user, linked }: { user: UserProfile; linked: boolean }) {
  const followers = plural(user.followersCount, 'follower', 'followers');
  const following = `${user.followingCount} following`;
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
      <span>{plural(user.postsCount, 'post', 'posts')}</span>
    </p>
  );
}
