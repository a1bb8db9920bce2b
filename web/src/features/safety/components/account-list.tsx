import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadFailed } from '../../../components/load-failed';
import { Spinner } from '../../../components/spinner';
import { useErrorToast } from '../../../lib/use-error-toast';
import { UserRow } from '../../users/components/user-row';
import type { ListedUser } from '../types';

/** My blocked or muted accounts, each with the button that lifts it. */
export function AccountList({
  query,
  label,
  loading,
  failed,
  empty,
  action,
}: {
  query: UseQueryResult<ListedUser[]>;
  /** The list's name ("Blocked accounts"), and what it says while loading and when it failed to. */
  label: string;
  loading: string;
  failed: string;
  empty: string;
  action: (user: ListedUser) => ReactNode;
}) {
  useErrorToast(query.error);
  if (query.isPending) return <Spinner label={loading} />;
  if (query.isError) return <LoadFailed message={failed} error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <p className="py-8 text-center">{empty}</p>;
  return (
    <ul aria-label={label}>
      {query.data.map((user) => (
        <li key={user._id}>
          <UserRow user={user} action={action(user)} />
        </li>
      ))}
    </ul>
  );
}
