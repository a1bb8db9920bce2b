import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { getCurrentUser } from '../../../lib/current-user';
import { replyCount, updatePostEverywhere } from '../cache';
import { postKeys } from './keys';

export function replyToPost(postId: string, text: string) {
  return api.put('/api/posts/reply/{id}', { params: { path: { id: postId } }, body: { text } });
}

export function useReplyToPost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => replyToPost(postId, text),
    onSuccess: (reply) => {
      updatePostEverywhere(queryClient, postId, (post) => ({
        ...post,
        replies: [...post.replies, reply],
        repliesCount: replyCount(post) + 1,
      }));
      const me = getCurrentUser();
      if (me) void queryClient.invalidateQueries({ queryKey: postKeys.repliesByUser(me.username) });
    },
  });
}
