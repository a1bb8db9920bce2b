import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { postKeys } from './keys';

export function getPost(postId: string) {
  return api.get('/api/posts/{id}', { params: { path: { id: postId } } });
}

export function usePost(postId: string) {
  return useQuery({ queryKey: postKeys.post(postId), queryFn: () => getPost(postId), retry: false });
}
