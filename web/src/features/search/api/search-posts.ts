import { useInfiniteQuery } from '@tanstack/react-query';
import { SEARCH_MAX_CHARS } from '@threads/contract';
import { api } from '../../../lib/api';
import { searchKeys } from './keys';

/** A query the server can search: at least one run of letters or digits (a word). */
export const hasSearchWord = (query: string) => /[\p{L}\p{N}]/u.test(query);

/** A page of posts with every word of `query` (each also as a prefix), newest first, after the post `before`. */
export function searchPosts(query: string, before?: string) {
  return api.get('/api/posts/search', { params: { query: { q: query, before } } });
}

export function useSearchPosts(query: string) {
  const q = query.trim();
  return useInfiniteQuery({
    queryKey: searchKeys.posts(q),
    queryFn: ({ pageParam }) => searchPosts(q, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.at(-1)?._id,
    enabled: hasSearchWord(q) && q.length <= SEARCH_MAX_CHARS,
  });
}
