import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { postKeys } from './keys';

/** The server's page of replies: a shorter page is the last. */
const REPLIES_PAGE = 20;

/** A page of a post's thread: the posts above it, the post, and its replies newest first (`before`: the last one shown). */
export function getThread(postId: string, before?: string) {
  return api.get('/api/posts/{id}/thread', { params: { path: { id: postId }, query: { before } } });
}

export function useThread(postId: string) {
  return useInfiniteQuery({
    queryKey: postKeys.thread(postId),
    queryFn: ({ pageParam }) => getThread(postId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) =>
      lastPage.replies.length < REPLIES_PAGE ? undefined : lastPage.replies.at(-1)?.post._id,
  });
}
