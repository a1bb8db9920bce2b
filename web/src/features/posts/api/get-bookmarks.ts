import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { postKeys } from '../cache';
import type { Post } from '../types';

/** A page of my bookmarks, most recently bookmarked first, after the post `before`. */
export function getBookmarks(before?: string) {
  return api<Post[]>(before ? `/api/posts/bookmarks?before=${encodeURIComponent(before)}` : '/api/posts/bookmarks');
}

export function useBookmarks() {
  return useInfiniteQuery({
    queryKey: postKeys.bookmarks,
    queryFn: ({ pageParam }) => getBookmarks(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.at(-1)?._id,
  });
}
