import { buttonStyles } from '../../../components/button-styles';
import { LoadFailed } from '../../../components/load-failed';
import { Spinner } from '../../../components/spinner';
import { timeAgo } from '../../../lib/time-ago';
import { useErrorToast } from '../../../lib/use-error-toast';
import { UserRow } from '../../users/components/user-row';
import { useSuspendedUsers } from '../api/get-suspended-users';
import { useUnsuspendUser } from '../api/unsuspend-user';
import type { ModeratedUser } from '../types';

function UnsuspendButton({ user }: { user: ModeratedUser }) {
  const unsuspend = useUnsuspendUser(user.username);
  return (
    <button
      type="button"
      className={buttonStyles.secondary}
      aria-label={`Unsuspend ${user.username}`}
      disabled={unsuspend.isPending}
      onClick={() => unsuspend.mutate(user._id)}
    >
      Unsuspend
    </button>
  );
}

export function SuspendedUsers() {
  const users = useSuspendedUsers();
  useErrorToast(users.error);
  if (users.isPending) return <Spinner label="Loading suspended users" />;
  if (users.isError)
    return <LoadFailed what="suspended users" error={users.error} onRetry={() => void users.refetch()} />;
  if (users.data.length === 0) return <p className="py-8 text-center">Nobody is suspended.</p>;
  return (
    <ul aria-label="Suspended users">
      {users.data.map((user) => (
        <li key={user._id} data-testid="suspended-user">
          <UserRow
            user={user}
            detail={`Suspended ${user.suspendedAt ? timeAgo(user.suspendedAt) : ''}${user.suspensionReason ? `: ${user.suspensionReason}` : ''}`}
            action={<UnsuspendButton user={user} />}
          />
        </li>
      ))}
    </ul>
  );
}
