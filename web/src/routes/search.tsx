import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { inputStyles } from '../components/button-styles';
import { Spinner } from '../components/spinner';
import { useSearchUsers } from '../features/users/api/search-users';
import { SuggestedUsers } from '../features/users/components/suggested-users';
import { UserRow } from '../features/users/components/user-row';
import { useDebouncedValue } from '../lib/use-debounced-value';

export default function SearchScreen() {
  const [query, setQuery] = useState('');
  const settled = useDebouncedValue(query.trim(), 200);
  const results = useSearchUsers(settled);
  const users = settled && !results.isError ? results.data : undefined;
  const inputId = useId();
  return (
    <div className="mx-auto max-w-xl">
      <h1 className="sr-only">Search</h1>
      <search className="relative">
        <form onSubmit={(event) => event.preventDefault()}>
          <label htmlFor={inputId} className="sr-only">
            Search for a user
          </label>
          <Search className="pointer-events-none absolute top-2.5 left-3 size-4 text-zinc-500" aria-hidden />
          <input
            id={inputId}
            type="search"
            className={`${inputStyles} pl-9`}
            placeholder="Search for a user"
            autoComplete="off"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </form>
      </search>
      <section aria-live="polite" className="mt-4 min-h-16" data-testid="search-results">
        {settled && results.isPending ? <Spinner label="Searching" /> : null}
        {settled && (results.isError || users?.length === 0) ? (
          <p className="py-4 text-center font-semibold">Sorry, User Not Found</p>
        ) : null}
        {users?.map((user) => (
          <UserRow key={user._id} user={user} detail={user.bio || "This user hasn't added a bio yet."} />
        ))}
      </section>
      <SuggestedUsers />
    </div>
  );
}
