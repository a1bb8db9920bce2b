import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { postKeys } from '../cache';
import type { Post } from '../types';

/** A page of the user's posts (reposts included), newest first, older than the post `before`. */
export function getUserPosts(username: string, before?: string) {
  const query = before ? `?before=${encodeURIComponent(before)}` : '';
  return api<Post[]>(`/api/posts/user/${encodeURIComponent(username)}${query}`);
}

export function useUserPosts(username: string) {
  return useInfiniteQuery({
    queryKey: postKeys.byUser(username),
    queryFn: ({ pageParam }) => getUserPosts(username, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.at(-1)?._id,
  });
}
