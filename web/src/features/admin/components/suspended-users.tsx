import { i18n } from '@lingui/core';
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
      aria-label={i18n._('Unsuspend {username}', { username: user.username })}
      disabled={unsuspend.isPending}
      onClick={() => unsuspend.mutate(user._id)}
    >
      {i18n._('Unsuspend')}
    </button>
  );
}

export function SuspendedUsers() {
  const users = useSuspendedUsers();
  useErrorToast(users.error);
  if (users.isPending) return <Spinner label={i18n._('Loading suspended users')} />;
  if (users.isError)
    return (
      <LoadFailed
        message={i18n._("Couldn't load suspended users")}
        error={users.error}
        onRetry={() => void users.refetch()}
      />
    );
  if (users.data.length === 0) return <p className="py-8 text-center">{i18n._('Nobody is suspended.')}</p>;
  return (
    <ul aria-label={i18n._('Suspended users')}>
      {users.data.map((user) => (
        <li key={user._id} data-testid="suspended-user">
          <UserRow
            user={user}
            detail={
              user.suspensionReason
                ? i18n._('Suspended {when}: {reason}', {
                    when: user.suspendedAt ? timeAgo(user.suspendedAt) : '',
                    reason: user.suspensionReason,
                  })
                : i18n._('Suspended {when}', { when: user.suspendedAt ? timeAgo(user.suspendedAt) : '' })
            }
            action={<UnsuspendButton user={user} />}
          />
        </li>
      ))}
    </ul>
  );
}
