import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { showSuccess } from '../../../lib/toast';
import { holdPosts, replyCount, updatePostEverywhere } from '../cache';
import type { Reply } from '../types';
import { postKeys } from './keys';

export function deleteReply(reply: Reply) {
  return api.delete('/api/posts/{id}/replies/{replyId}', {
    params: { path: { id: reply.postId, replyId: reply._id } },
  });
}

const byTime = (a: Reply, b: Reply) => a.createdAt.localeCompare(b.createdAt);

/**
 * Takes the reply out of its post everywhere at once (count included); puts it back, in its place, if the server refuses.
 * The toasts live here, not with the button: the button goes with its reply before the answer comes.
 */
export function useDeleteReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReply,
    onMutate: async (reply) => {
      await holdPosts(queryClient);
      updatePostEverywhere(queryClient, reply.postId, (post) => ({
        ...post,
        replies: post.replies.filter((r) => r._id !== reply._id),
        repliesCount: Math.max(0, replyCount(post) - 1),
      }));
    },
    onSuccess: () => showSuccess('Reply deleted'),
    onError: (_error, reply) => {
      updatePostEverywhere(queryClient, reply.postId, (post) => ({
        ...post,
        replies: [...post.replies.filter((r) => r._id !== reply._id), reply].sort(byTime),
        repliesCount: replyCount(post) + 1,
      }));
    },
    onSettled: (_result, _error, reply) =>
      queryClient.invalidateQueries({ queryKey: postKeys.repliesByUser(reply.username) }),
  });
}
