import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { UserSummary } from '../types';

export function getSuggestedUsers() {
  return api<UserSummary[]>('/api/users/suggested');
}

export const suggestedUsersQuery = queryOptions({ queryKey: ['users', 'suggested'], queryFn: getSuggestedUsers });

export function useSuggestedUsers() {
  return useQuery(suggestedUsersQuery);
}
