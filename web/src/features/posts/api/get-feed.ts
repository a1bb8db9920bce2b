import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { postKeys } from './keys';

/** One page of the home feed, newest first, older than the post `before` (keyset cursor). */
export function getFeed(before?: string) {
  return api.get('/api/posts/feed', { params: { query: { before } } });
}

export const feedQuery = infiniteQueryOptions({
  queryKey: postKeys.feed,
  queryFn: ({ pageParam }) => getFeed(pageParam),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (lastPage) => lastPage.at(-1)?._id,
});

export function useFeed(enabled: boolean) {
  return useInfiniteQuery({ ...feedQuery, enabled });
}
