import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export function getSuggestedUsers() {
  return api.get('/api/users/suggested');
}

export const suggestedUsersQuery = queryOptions({ queryKey: ['users', 'suggested'], queryFn: getSuggestedUsers });

export function useSuggestedUsers() {
  return useQuery(suggestedUsersQuery);
}
