import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Under ['posts', …], so a like or a reply updates these cards like every other list. */
export const videoFeedKey = ['posts', 'video-feed'] as const;

export function getVideoFeed(page: number) {
  return api.get('/api/posts/feed', { params: { query: { media: 'video', page: String(page) } } });
}

/** Pages from 1; an empty page is the end (SPEC §7). */
export function useVideoFeed() {
  return useInfiniteQuery({
    queryKey: videoFeedKey,
    queryFn: ({ pageParam }) => getVideoFeed(pageParam),
    initialPageParam: 1,
    getNextPageParam: (lastPage, pages) => (lastPage.length === 0 ? undefined : pages.length + 1),
  });
}
