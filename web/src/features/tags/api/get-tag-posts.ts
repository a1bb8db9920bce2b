import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { tagKeys } from './keys';

/** A page of a tag's posts, newest first, after the post `before`. */
export function getTagPosts(tag: string, before?: string) {
  return api.get('/api/posts/tag/{tag}', { params: { path: { tag }, query: { before } } });
}

export function useTagPosts(tag: string) {
  return useInfiniteQuery({
    queryKey: tagKeys.posts(tag),
    queryFn: ({ pageParam }) => getTagPosts(tag, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.at(-1)?._id,
  });
}
