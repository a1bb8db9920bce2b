import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { ListedUser } from '../types';
import { safetyKeys } from './safety-keys';

/** The people I have muted, most recent first. */
export function getMutes() {
  return api<ListedUser[]>('/api/users/mutes');
}

export function useMutes(enabled = true) {
  return useQuery({ queryKey: safetyKeys.mutes, queryFn: getMutes, enabled });
}
