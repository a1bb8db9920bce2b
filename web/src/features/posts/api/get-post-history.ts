import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Not under ['posts', …]: those queries hold posts, which the post cache helpers rewrite. */
export const postHistoryKey = (postId: string) => ['post-history', postId] as const;

/** Every version of the post, oldest first, the current one last. */
export function getPostHistory(postId: string) {
  return api.get('/api/posts/{id}/history', { params: { path: { id: postId } } });
}

export function usePostHistory(postId: string) {
  return useQuery({ queryKey: postHistoryKey(postId), queryFn: () => getPostHistory(postId) });
}
