import { i18n } from '@lingui/core';
import { userLimits } from '@threads/contract';
import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { buttonStyles, inputStyles } from '../../../components/button-styles';
import { UserAvatar } from '../../../components/user-avatar';
import { showError } from '../../../lib/toast';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { searchUsers, useSearchUsers } from '../../users/api/search-users';
import type { UserSummary } from '../../users/types';
import type { Participant } from '../types';

/**
 * 'Search Here': people whose username or name starts with what is typed (the user search), to start or
 * open a conversation with one of them; submitting takes the exact username, else the best match.
 */
export function UserSearchBox({ myId, onFound }: { myId: string; onFound: (user: Participant) => void }) {
  const [query, setQuery] = useState('');
  const [searching, setSearching] = useState(false);
  const settled = useDebouncedValue(query.trim(), 200);
  const results = useSearchUsers(settled);
  const matches = settled && !results.isError ? (results.data ?? []) : [];

  const choose = (user: UserSummary) => {
    if (user._id === myId) return showError(i18n._('You cannot message yourself'));
    onFound({ _id: user._id, username: user.username, profilePic: user.profilePic });
    setQuery('');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = query.trim();
    if (!wanted || searching) return;
    setSearching(true);
    try {
      const found = await searchUsers(wanted);
      const best = found.find((u) => u.username === wanted.toLowerCase().replace(/^@/, '')) ?? found[0];
      if (best) choose(best);
      else showError(i18n._('User not found'));
    } catch {
      showError(i18n._('User not found'));
    } finally {
      setSearching(false);
    }
  };

  return (
    <div className="relative">
      <form onSubmit={submit} className="flex gap-2">
        <input
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={i18n._('Search Here')}
          aria-label={i18n._('Search Here')}
          autoComplete="off"
          className={inputStyles}
          maxLength={userLimits.nameMax}
        />
        <button
          type="submit"
          className={buttonStyles.secondary}
          aria-label={i18n._('Search user')}
          disabled={searching}
        >
          <Search className="size-4" aria-hidden />
        </button>
      </form>
      {query.trim() && matches.length > 0 ? (
        <ul
          aria-label={i18n._('People found')}
          className="absolute inset-x-0 top-full z-10 mt-1 max-h-72 overflow-y-auto rounded-md border border-zinc-200 bg-white p-1 shadow-lg dark:border-zinc-800 dark:bg-zinc-900"
        >
          {matches.map((user) => (
            <li key={user._id}>
              <button
                type="button"
                onClick={() => choose(user)}
                className="flex w-full items-center gap-2 rounded p-2 text-start hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-sky-500 dark:hover:bg-zinc-800"
              >
                <UserAvatar src={user.profilePic} name="" size="sm" />
                <span className="min-w-0">
                  <span className="block truncate font-semibold">{user.username}</span>
                  <span className="block truncate text-xs text-zinc-600 dark:text-zinc-400">{user.name}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
