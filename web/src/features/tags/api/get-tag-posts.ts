import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { postKeys } from '../../posts/cache';
import type { Post } from '../../posts/types';

/** A page of a tag's posts, newest first, after the post `before`. */
export function getTagPosts(tag: string, before?: string) {
  const path = `/api/posts/tag/${encodeURIComponent(tag)}`;
  return api<Post[]>(before ? `${path}?before=${encodeURIComponent(before)}` : path);
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
