import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { videoKeys } from './keys';

export function getVideoFeed(page: number) {
  return api.get('/api/posts/feed', { params: { query: { media: 'video', page: String(page) } } });
}

/** Pages from 1; an empty page is the end (CONTRACT §7). */
export function useVideoFeed() {
  return useInfiniteQuery({
    queryKey: videoKeys.feed,
    queryFn: ({ pageParam }) => getVideoFeed(pageParam),
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages) => (lastPage.length === 0 ? undefined : pages.length + 1),
  });
}
