import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { ApiResponse } from '../../../lib/api-types';
import { pushKeys } from './push-keys';

export type PushPreferences = ApiResponse<'/api/push/preferences', 'get'>;

export function getPreferences() {
  return api<PushPreferences>('/api/push/preferences');
}

export function usePushPreferences() {
  return useQuery({ queryKey: pushKeys.preferences, queryFn: getPreferences });
}
