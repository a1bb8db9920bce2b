import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { safetyKeys } from './keys';

/** The people I have blocked, most recent first. */
export function getBlocks() {
  return api.get('/api/users/blocks');
}

export function useBlocks(enabled = true) {
  return useQuery({ queryKey: safetyKeys.blocks, queryFn: getBlocks, enabled });
}
