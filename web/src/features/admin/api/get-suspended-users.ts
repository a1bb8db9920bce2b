import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { ModeratedUser } from '../types';
import { adminKeys } from './admin-keys';

export function getSuspendedUsers() {
  return api<ModeratedUser[]>('/api/admin/users/suspended');
}

/** Suspended accounts, most recently suspended first. */
export function useSuspendedUsers() {
  return useQuery({ queryKey: adminKeys.suspended, queryFn: getSuspendedUsers, staleTime: 0 });
}
