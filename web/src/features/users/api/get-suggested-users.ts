import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { UserSummary } from '../types';
import { userKeys } from './keys';

/**
 * The people suggested to me. The API gives each one's `followers` too, but the page embeds them without
 * (`server/src/share/first-responses.ts`: they were most of its bytes), so the app never reads them here.
 */
export function getSuggestedUsers(): Promise<UserSummary[]> {
  return api.get('/api/users/suggested');
}

export const suggestedUsersQuery = queryOptions({ queryKey: userKeys.suggested, queryFn: getSuggestedUsers });

export function useSuggestedUsers() {
  return useQuery(suggestedUsersQuery);
}
