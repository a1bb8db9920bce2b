import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useClientMutation } from '../../../lib/client-mutation';
import { holdPosts, likeCount, updatePostEverywhere } from '../cache';
import type { Post } from '../types';

export function likePost(postId: string) {
  return api.put('/api/posts/like/{id}', { params: { path: { id: postId } } });
}

export function withLike(post: Post, userId: string, liked: boolean, count?: number): Post {
  const likes = post.likes.filter((id) => id !== userId);
  if (liked) likes.push(userId);
  const wasLiked = post.likes.includes(userId);
  const estimate = likeCount(post) + (liked === wasLiked ? 0 : liked ? 1 : -1);
  return { ...post, likes, likesCount: count ?? estimate };
}

/** Optimistic heart: every list showing the post flips at once, then takes the server's answer; a refusal flips it back. */
export function useLikePost(post: Post, userId: string | undefined) {
  const queryClient = useQueryClient();
  const show = (liked: boolean, count?: number) => {
    if (userId) updatePostEverywhere(queryClient, post._id, (p) => withLike(p, userId, liked, count));
  };
  return useClientMutation({
    mutationFn: () => likePost(post._id),
    onMutate: async () => {
      await holdPosts(queryClient);
      const liked = Boolean(userId) && !post.likes.includes(userId ?? '');
      show(liked);
      return { liked };
    },
    onSuccess: (result) => show(result.liked, result.likesCount),
    onError: (_error, _vars, context) => {
      if (context) show(!context.liked);
    },
  });
}
