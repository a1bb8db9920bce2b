import { i18n } from '@lingui/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { showSuccess } from '../../../lib/toast';
import { holdPosts, mapPosts, replyCount, updatePostEverywhere, withReplyCount } from '../cache';
import type { Post, Reply } from '../types';
import { postKeys } from './keys';

/** A reply and the post it answers: its author or that post's owner may delete it (the seed's route). */
export interface ReplyToDelete {
  reply: Post;
  parentId: string;
}

export function deleteReply({ reply, parentId }: ReplyToDelete) {
  return api.delete('/api/posts/{id}/replies/{replyId}', { params: { path: { id: parentId, replyId: reply._id } } });
}

const byTime = (a: Reply, b: Reply) => a.createdAt.localeCompare(b.createdAt);

const listed = (reply: Post, parentId: string): Reply => ({
  _id: reply._id,
  postId: parentId,
  userId: reply.postedBy._id,
  username: reply.postedBy.username,
  userProfilePic: reply.postedBy.profilePic,
  text: reply.text,
  createdAt: reply.createdAt,
});

/**
 * Takes the reply out of its parent everywhere at once (count included) and out of every list and thread;
 * if the server refuses, the parent gets it back in its place and the threads read again. A reply with
 * replies of its own stays as "This post was deleted", which the threads show once read again.
 * The toasts live here, not with the button: the button goes with its reply before the answer comes.
 */
export function useDeleteReply() {
  const queryClient = useQueryClient();
  const rereadThreads = () => queryClient.invalidateQueries({ queryKey: postKeys.threads });
  return useMutation({
    mutationFn: deleteReply,
    onMutate: async ({ reply, parentId }) => {
      await holdPosts(queryClient);
      updatePostEverywhere(queryClient, parentId, (post) => ({
        ...withReplyCount(post, replyCount(post) - 1),
        replies: post.replies.filter((r) => r._id !== reply._id),
      }));
      mapPosts(queryClient, (post) => (post._id === reply._id ? null : post));
    },
    onSuccess: () => showSuccess(i18n._('Reply deleted')),
    onError: (_error, { reply, parentId }) => {
      updatePostEverywhere(queryClient, parentId, (post) => ({
        ...withReplyCount(post, replyCount(post) + 1),
        replies: [...post.replies.filter((r) => r._id !== reply._id), listed(reply, parentId)].sort(byTime),
      }));
    },
    onSettled: (_result, _error, { reply }) => {
      void rereadThreads();
      return queryClient.invalidateQueries({ queryKey: postKeys.repliesByUser(reply.postedBy.username) });
    },
  });
}
