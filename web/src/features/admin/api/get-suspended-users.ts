import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminKeys } from './keys';

export function getSuspendedUsers() {
  return api.get('/api/admin/users/suspended');
}

/** Suspended accounts, most recently suspended first. */
export function useSuspendedUsers() {
  return useQuery({ queryKey: adminKeys.suspended, queryFn: getSuspendedUsers, staleTime: 0 });
}
