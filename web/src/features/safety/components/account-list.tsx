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
  what,
  empty,
  action,
}: {
  query: UseQueryResult<ListedUser[]>;
  what: string;
  empty: string;
  action: (user: ListedUser) => ReactNode;
}) {
  useErrorToast(query.error);
  if (query.isPending) return <Spinner label={`Loading ${what}`} />;
  if (query.isError) return <LoadFailed what={what} error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return <p className="py-8 text-center">{empty}</p>;
  return (
    <ul aria-label={what}>
      {query.data.map((user) => (
        <li key={user._id}>
          <UserRow user={user} action={action(user)} />
        </li>
      ))}
    </ul>
  );
}
