import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { UserAvatar } from '../../../components/user-avatar';
import type { UserSummary } from '../types';

/** Avatar, username and a second line, all leading to the profile, with room for a button. */
export function UserRow({ user, detail, action }: { user: UserSummary; detail?: ReactNode; action?: ReactNode }) {
  return (
    <div className="flex items-center gap-3 py-2" data-testid="user-row">
      <Link to={`/${user.username}`} className="flex min-w-0 flex-1 items-center gap-3">
        <UserAvatar src={user.profilePic} name={user.username} />
        <span className="min-w-0">
          <span className="block truncate font-semibold">{user.username}</span>
          <span className="block truncate text-sm text-zinc-600 dark:text-zinc-400">{detail ?? user.name}</span>
        </span>
      </Link>
      {action}
    </div>
  );
}
