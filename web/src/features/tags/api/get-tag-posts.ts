import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { postKeys } from '../../posts/cache';

/** A page of a tag's posts, newest first, after the post `before`. */
export function getTagPosts(tag: string, before?: string) {
  return api.get('/api/posts/tag/{tag}', { params: { path: { tag }, query: { before } } });
}

/** Under ['posts', …], so likes, edits, deletes and blocks reach the tag page like every other list. */
export function useTagPosts(tag: string) {
  return useInfiniteQuery({
    queryKey: postKeys.tag(tag),
    queryFn: ({ pageParam }) => getTagPosts(tag, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.at(-1)?._id,
  });
}
