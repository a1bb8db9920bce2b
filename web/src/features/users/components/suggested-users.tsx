import { i18n } from '@lingui/core';
import { Link } from 'react-router';
import { useSuggestedUsers } from '../api/get-suggested-users';
import { FollowButton } from './follow-button';
import { UserRow } from './user-row';

/** Everyone suggested, or the first `limit` with a "See more" link to the search screen, which lists them all. */
export function SuggestedUsers({ limit }: { limit?: number }) {
  const suggested = useSuggestedUsers();
  if (suggested.isSuccess && suggested.data.length === 0) return null;
  const users = suggested.data ?? [];
  const shown = limit === undefined ? users : users.slice(0, limit);
  return (
    <section aria-labelledby="suggested-users-heading" className="py-4" data-testid="suggested-users">
      <h2 id="suggested-users-heading" className="mb-2 font-bold">
        {i18n._('Suggested Users')}
      </h2>
      {suggested.isPending ? (
        <div aria-busy="true" className="space-y-3">
          {Array.from({ length: Math.min(5, limit ?? 5) }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of identical placeholders
            <div key={index} className="flex animate-pulse items-center gap-3">
              <div className="size-12 rounded-full bg-zinc-200 dark:bg-zinc-800" />
              <div className="h-3 flex-1 rounded bg-zinc-200 dark:bg-zinc-800" />
            </div>
          ))}
        </div>
      ) : (
        <>
          {shown.map((user) => (
            <UserRow key={user._id} user={user} action={<FollowButton user={user} size="small" />} />
          ))}
          {shown.length < users.length ? (
            <Link
              to="/search"
              className="mt-2 inline-block text-sm font-semibold text-sky-700 hover:underline dark:text-sky-400"
            >
              {i18n._('See more')}
            </Link>
          ) : null}
        </>
      )}
    </section>
  );
}
