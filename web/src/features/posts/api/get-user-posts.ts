import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { postKeys } from './keys';

/** A page of the user's posts (reposts included), newest first, older than the post `before`. */
export function getUserPosts(username: string, before?: string) {
  return api.get('/api/posts/user/{username}', { params: { path: { username }, query: { before } } });
}

export function useUserPosts(username: string) {
  return useInfiniteQuery({
    queryKey: postKeys.byUser(username),
    queryFn: ({ pageParam }) => getUserPosts(username, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.at(-1)?._id,
  });
}
