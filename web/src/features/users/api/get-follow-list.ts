import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { ApiResponse } from '../../../lib/api-types';

export type FollowDirection = 'followers' | 'following';
export type FollowListItem = ApiResponse<'/api/users/{id}/followers', 'get'>[number];
type FollowCursor = Pick<FollowListItem, '_id' | 'followedAt'>;
/** The server's page size: a shorter page is the last one. */
const PAGE_SIZE = 100;

/** A page of 100, newest follow first, after the cursor of the previous page's last item. */
export function getFollowList(userId: string, direction: FollowDirection, after?: FollowCursor) {
  const query = after ? `?before=${after.followedAt}&beforeId=${encodeURIComponent(after._id)}` : '';
  return api<FollowListItem[]>(`/api/users/${encodeURIComponent(userId)}/${direction}${query}`);
}

export function useFollowList(userId: string | undefined, direction: FollowDirection) {
  return useInfiniteQuery({
    queryKey: ['users', direction, userId],
    queryFn: ({ pageParam }) => getFollowList(userId ?? '', direction, pageParam),
    initialPageParam: undefined as FollowCursor | undefined,
    getNextPageParam: (lastPage) => (lastPage.length === PAGE_SIZE ? lastPage.at(-1) : undefined),
    enabled: Boolean(userId),
  });
}
