import { i18n } from '@lingui/core';
import { LoadFailed } from '../../../components/load-failed';
import { Spinner } from '../../../components/spinner';
import { useSearchUsers } from '../../users/api/search-users';
import { UserRow } from '../../users/components/user-row';

/** The user search's answer for a settled query: matching people, or 'Sorry, User Not Found'. */
export function PeopleResults({ query }: { query: string }) {
  const results = useSearchUsers(query);
  const users = query && !results.isError ? results.data : undefined;
  return (
    <section aria-live="polite" className="mt-4 min-h-16" data-testid="search-results">
      {query && results.isPending ? <Spinner label={i18n._('Searching')} /> : null}
      {query && results.isError ? (
        <LoadFailed
          message={i18n._("Couldn't load people")}
          error={results.error}
          onRetry={() => void results.refetch()}
          retrying={results.isFetching}
        />
      ) : null}
      {query && users?.length === 0 ? (
        <p className="py-4 text-center font-semibold">{i18n._('Sorry, User Not Found')}</p>
      ) : null}
      {users?.map((user) => (
        <UserRow key={user._id} user={user} detail={user.bio || i18n._("This user hasn't added a bio yet.")} />
      ))}
    </section>
  );
}
