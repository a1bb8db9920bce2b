import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { postKeys } from '../cache';
import type { UserReply } from '../types';

/** A page of the user's replies, newest first, each with the post it answers. */
export function getUserReplies(username: string, before?: string) {
  const query = before ? `?before=${encodeURIComponent(before)}` : '';
  return api<UserReply[]>(`/api/posts/user/${encodeURIComponent(username)}/replies${query}`);
}

export function useUserReplies(username: string) {
  return useInfiniteQuery({
    queryKey: postKeys.repliesByUser(username),
    queryFn: ({ pageParam }) => getUserReplies(username, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.at(-1)?.reply._id,
  });
}
