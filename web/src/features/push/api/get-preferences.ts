import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { ApiAnswer } from '../../../lib/api-paths';
import { pushKeys } from './keys';

export type PushPreferences = ApiAnswer<'/api/push/preferences', 'get'>;

export function getPreferences() {
  return api.get('/api/push/preferences');
}

export function usePushPreferences() {
  return useQuery({ queryKey: pushKeys.preferences, queryFn: getPreferences });
}
