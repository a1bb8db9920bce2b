import { i18n } from '@lingui/core';
import { userLimits } from '@threads/contract';
import { useState } from 'react';
import { inputStyles } from '../../../components/button-styles';
import { UserAvatar } from '../../../components/user-avatar';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useSearchUsers } from '../../users/api/search-users';
import type { Participant } from '../types';

/** Finds people by the start of their username or name; `exclude` (already picked, already in) are not offered. */
export function PeoplePicker({ exclude, onPick }: { exclude: string[]; onPick: (person: Participant) => void }) {
  const [query, setQuery] = useState('');
  const debounced = useDebouncedValue(query, 250);
  const search = useSearchUsers(debounced);
  const found = (search.data ?? []).filter((user) => !exclude.includes(user._id));
  return (
    <div className="space-y-2">
      <input
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={i18n._('Search people')}
        aria-label={i18n._('Search people')}
        className={inputStyles}
        maxLength={userLimits.nameMax}
      />
      {debounced.trim() && found.length === 0 && !search.isFetching ? (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{i18n._('No users found')}</p>
      ) : null}
      <ul className="max-h-48 space-y-1 overflow-y-auto" aria-label={i18n._('People found')}>
        {found.map((user) => (
          <li key={user._id}>
            <button
              type="button"
              onClick={() => {
                onPick({ _id: user._id, username: user.username, profilePic: user.profilePic });
                setQuery('');
              }}
              className="flex w-full items-center gap-2 rounded-md p-1.5 text-start hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-sky-500 dark:hover:bg-zinc-800"
            >
              <UserAvatar src={user.profilePic} name="" size="sm" />
              <span className="truncate">{user.username}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
