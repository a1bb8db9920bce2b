import { i18n } from '@lingui/core';
import { LoadFailed } from '../../../components/load-failed';
import { Spinner } from '../../../components/spinner';
import { useCurrentUser } from '../../../lib/current-user';
import { useSearchUsers } from '../../users/api/search-users';
import { FollowButton } from '../../users/components/follow-button';
import { UserRow } from '../../users/components/user-row';

/**
 * The user search's answer for a settled query: matching people with a Follow button, or 'Sorry, User Not
 * Found'. The Top view shows the first `limit` and "See all people".
 */
export function PeopleResults({ query, limit, onSeeAll }: { query: string; limit?: number; onSeeAll?: () => void }) {
  const me = useCurrentUser();
  const results = useSearchUsers(query);
  const users = query && !results.isError ? results.data : undefined;
  const shown = limit === undefined ? users : users?.slice(0, limit);
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
      {shown?.map((user) => (
        <UserRow
          key={user._id}
          user={user}
          detail={user.bio || i18n._("This user hasn't added a bio yet.")}
          action={me ? <FollowButton user={user} size="small" /> : null}
        />
      ))}
      {onSeeAll && users && shown && users.length > shown.length ? (
        <button
          type="button"
          onClick={onSeeAll}
          className="mt-1 text-sm font-semibold text-sky-700 hover:underline focus-visible:outline-2 focus-visible:outline-sky-500 dark:text-sky-400"
        >
          {i18n._('See all people')}
        </button>
      ) : null}
    </section>
  );
}
