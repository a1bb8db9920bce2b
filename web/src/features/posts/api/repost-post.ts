import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { prependPost } from '../cache';
import type { Post } from '../types';

export function repostPost(postId: string, message = '') {
  return api<Post>('/api/posts/repost', { method: 'POST', body: { postId, message } });
}

export function useRepostPost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => repostPost(postId),
    onSuccess: (post) => prependPost(queryClient, post),
  });
}
