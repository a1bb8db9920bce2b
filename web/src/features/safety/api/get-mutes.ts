import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { safetyKeys } from './keys';

/** The people I have muted, most recent first. */
export function getMutes() {
  return api.get('/api/users/mutes');
}

export function useMutes(enabled = true) {
  return useQuery({ queryKey: safetyKeys.mutes, queryFn: getMutes, enabled });
}
