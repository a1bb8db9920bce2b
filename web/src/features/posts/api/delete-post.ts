import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { removePostEverywhere } from '../cache';

export function deletePost(postId: string) {
  return api<{ message: string }>(`/api/posts/${encodeURIComponent(postId)}`, { method: 'DELETE' });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: (_result, postId) => removePostEverywhere(queryClient, postId),
  });
}
