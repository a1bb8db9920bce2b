import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { getCurrentUser } from '../../../lib/current-user';
import { changePostsCount } from '../../users/lib/profile-counts';
import { removePostEverywhere } from '../cache';

export function deletePost(postId: string) {
  return api.delete('/api/posts/{id}', { params: { path: { id: postId } } });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: (_result, postId) => {
      removePostEverywhere(queryClient, postId);
      // Only the owner deletes a post.
      const me = getCurrentUser();
      if (me) changePostsCount(queryClient, me._id, -1);
    },
  });
}
