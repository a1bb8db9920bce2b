import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { UserSummary } from '../types';

export type FollowDirection = 'followers' | 'following';

export function getFollowList(userId: string, direction: FollowDirection) {
  return api<UserSummary[]>(`/api/users/${encodeURIComponent(userId)}/${direction}`);
}

export function useFollowList(userId: string | undefined, direction: FollowDirection) {
  return useQuery({
    queryKey: ['users', direction, userId],
    queryFn: () => getFollowList(userId ?? '', direction),
    enabled: Boolean(userId),
  });
}
