import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { postKeys } from './keys';

/** Every version of the post, oldest first, the current one last. */
export function getPostHistory(postId: string) {
  return api.get('/api/posts/{id}/history', { params: { path: { id: postId } } });
}

export function usePostHistory(postId: string) {
  return useQuery({ queryKey: postKeys.history(postId), queryFn: () => getPostHistory(postId) });
}
