import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { errorMessage, showError } from '../../../lib/toast';
import { restorePosts, snapshotPosts, updatePostEverywhere } from '../cache';
import type { Post } from '../types';

export function likePost(postId: string) {
  return api<unknown>(`/api/posts/like/${encodeURIComponent(postId)}`, { method: 'PUT' });
}

export function toggledLikes(post: Post, userId: string, liked: boolean): Post {
  const likes = post.likes.filter((id) => id !== userId);
  if (liked) likes.push(userId);
  return { ...post, likes };
}

/** Optimistic heart: every list showing the post flips at once, and flips back if the server refuses. */
export function useLikePost(post: Post, userId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => likePost(post._id),
    onMutate: async () => {
      const snapshot = await snapshotPosts(queryClient);
      if (userId) {
        const liked = !post.likes.includes(userId);
        updatePostEverywhere(queryClient, post._id, (p) => toggledLikes(p, userId, liked));
      }
      return { snapshot };
    },
    onError: (error, _vars, context) => {
      restorePosts(queryClient, context?.snapshot);
      showError(errorMessage(error));
    },
  });
}
