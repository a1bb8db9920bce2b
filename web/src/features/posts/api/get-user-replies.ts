import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { postKeys } from './keys';

/** A page of the user's replies, newest first, each with the post it answers. */
export function getUserReplies(username: string, before?: string) {
  return api.get('/api/posts/user/{username}/replies', { params: { path: { username }, query: { before } } });
}

export function useUserReplies(username: string) {
  return useInfiniteQuery({
    queryKey: postKeys.repliesByUser(username),
    queryFn: ({ pageParam }) => getUserReplies(username, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.at(-1)?.reply._id,
  });
}
