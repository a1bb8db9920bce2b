import { useSuggestedUsers } from '../api/get-suggested-users';
import { FollowButton } from './follow-button';
import { UserRow } from './user-row';

export function SuggestedUsers() {
  const suggested = useSuggestedUsers();
  if (suggested.isSuccess && suggested.data.length === 0) return null;
  return (
    <section aria-labelledby="suggested-users-heading" className="py-4" data-testid="suggested-users">
      <h2 id="suggested-users-heading" className="mb-2 font-bold">
        Suggested Users
      </h2>
      {suggested.isPending ? (
        <div aria-busy="true" className="space-y-3">
          {Array.from({ length: 5 }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of identical placeholders
            <div key={index} className="flex animate-pulse items-center gap-3">
              <div className="size-12 rounded-full bg-zinc-200 dark:bg-zinc-800" />
              <div className="h-3 flex-1 rounded bg-zinc-200 dark:bg-zinc-800" />
            </div>
          ))}
        </div>
      ) : (
        (suggested.data ?? []).map((user) => (
          <UserRow key={user._id} user={user} action={<FollowButton user={user} size="small" />} />
        ))
      )}
    </section>
  );
}
