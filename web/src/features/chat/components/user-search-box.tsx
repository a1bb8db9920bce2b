import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { buttonStyles, inputStyles } from '../../../components/button-styles';
import { showError } from '../../../lib/toast';
import { getProfile } from '../../users/api/get-profile';
import type { Participant } from '../types';

/** 'Search Here': find someone by username to start or open a conversation with them. */
export function UserSearchBox({ myId, onFound }: { myId: string; onFound: (user: Participant) => void }) {
  const [query, setQuery] = useState('');
  const [searching, setSearching] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const username = query.trim();
    if (!username || searching) return;
    setSearching(true);
    try {
      const user = await getProfile(username);
      if (user.isFrozen) return showError('User not found');
      if (user._id === myId) return showError('You cannot message yourself');
      onFound({ _id: user._id, username: user.username, profilePic: user.profilePic });
      setQuery('');
    } catch {
      showError('User not found');
    } finally {
      setSearching(false);
    }
  };

  return (
    <form onSubmit={submit} className="flex gap-2">
      <input
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder="Search Here"
        aria-label="Search Here"
        className={inputStyles}
        maxLength={50}
      />
      <button type="submit" className={buttonStyles.secondary} aria-label="Search user" disabled={searching}>
        <Search className="size-4" aria-hidden />
      </button>
    </form>
  );
}
