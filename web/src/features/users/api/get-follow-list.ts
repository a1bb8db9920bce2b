import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { ApiAnswer } from '../../../lib/api-paths';
import type { FollowDirection } from '../types';
import { userKeys } from './keys';

export type FollowListItem = ApiAnswer<'/api/users/{id}/followers', 'get'>[number];
type FollowCursor = Pick<FollowListItem, '_id' | 'followedAt'>;
/** The server's page size: a shorter page is the last one. */
const PAGE_SIZE = 100;

/** A page of 100, newest follow first, after the cursor of the previous page's last item. */
export function getFollowList(userId: string, direction: FollowDirection, after?: FollowCursor) {
  const query = after ? { before: String(after.followedAt), beforeId: after._id } : {};
  return api.get(`/api/users/{id}/${direction}`, { params: { path: { id: userId }, query } });
}

export function useFollowList(userId: string | undefined, direction: FollowDirection) {
  return useInfiniteQuery({
    queryKey: userKeys.followList(direction, userId),
    queryFn: ({ pageParam }) => getFollowList(userId ?? '', direction, pageParam),
    initialPageParam: undefined as FollowCursor | undefined,
    getNextPageParam: (lastPage) => (lastPage.length === PAGE_SIZE ? lastPage.at(-1) : undefined),
    enabled: Boolean(userId),
  });
}
