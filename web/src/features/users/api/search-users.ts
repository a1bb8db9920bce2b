import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { userKeys } from './keys';

export function searchUsers(query: string) {
  return api.get('/api/users/search', { params: { query: { q: query } } });
}

/** Prefix search as the user types; an empty query asks nothing. */
export function useSearchUsers(query: string) {
  const q = query.trim();
  return useQuery({
    queryKey: userKeys.search(q),
    queryFn: () => searchUsers(q),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
  });
}
