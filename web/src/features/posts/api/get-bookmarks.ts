import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { postKeys } from './keys';

/** A page of my bookmarks, most recently bookmarked first, after the post `before`. */
export function getBookmarks(before?: string) {
  return api.get('/api/posts/bookmarks', { params: { query: { before } } });
}

export function useBookmarks() {
  return useInfiniteQuery({
    queryKey: postKeys.bookmarks,
    queryFn: ({ pageParam }) => getBookmarks(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.at(-1)?._id,
  });
}
