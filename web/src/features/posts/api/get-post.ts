import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { postKeys } from '../cache';
import type { Post } from '../types';

export function getPost(postId: string) {
  return api<Post>(`/api/posts/${encodeURIComponent(postId)}`);
}

export function usePost(postId: string) {
  return useQuery({ queryKey: postKeys.post(postId), queryFn: () => getPost(postId), retry: false });
}
