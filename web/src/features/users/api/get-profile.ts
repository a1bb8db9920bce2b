import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { userKeys } from './keys';

export function getProfile(usernameOrId: string) {
  return api.get('/api/users/profile/{key}', { params: { path: { key: usernameOrId } } });
}

export function useProfile(usernameOrId: string) {
  return useQuery({ queryKey: userKeys.profile(usernameOrId), queryFn: () => getProfile(usernameOrId), retry: false });
}
