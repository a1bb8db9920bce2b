import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { UserProfile } from '../types';

export const profileKey = (usernameOrId: string) => ['users', 'profile', usernameOrId.toLowerCase()] as const;

export function getProfile(usernameOrId: string) {
  return api<UserProfile>(`/api/users/profile/${encodeURIComponent(usernameOrId)}`);
}

export function useProfile(usernameOrId: string) {
  return useQuery({ queryKey: profileKey(usernameOrId), queryFn: () => getProfile(usernameOrId), retry: false });
}
