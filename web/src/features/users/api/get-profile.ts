import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const profileKey = (usernameOrId: string) => ['users', 'profile', usernameOrId.toLowerCase()] as const;

export function getProfile(usernameOrId: string) {
  return api.get('/api/users/profile/{key}', { params: { path: { key: usernameOrId } } });
}

export function useProfile(usernameOrId: string) {
  return useQuery({ queryKey: profileKey(usernameOrId), queryFn: () => getProfile(usernameOrId), retry: false });
}
