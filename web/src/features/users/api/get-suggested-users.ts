import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { userKeys } from './keys';

export function getSuggestedUsers() {
  return api.get('/api/users/suggested');
}

export const suggestedUsersQuery = queryOptions({ queryKey: userKeys.suggested, queryFn: getSuggestedUsers });

export function useSuggestedUsers() {
  return useQuery(suggestedUsersQuery);
}
