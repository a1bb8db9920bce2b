import { i18n } from '@lingui/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { showSuccess } from '../../../lib/toast';
import { holdPosts, updatePostContentEverywhere } from '../cache';
import type { Post } from '../types';
import { postKeys } from './keys';

export interface PostEdit {
  text: string;
  spoiler: string;
}

export function editPost(postId: string, edit: PostEdit) {
  return api.put('/api/posts/{id}', { params: { path: { id: postId } }, body: edit });
}

/** Optimistic edit: every list and every repost showing the post changes at once; a refusal puts its text back. */
export function useEditPost(post: Post) {
  const postId = post._id;
  const queryClient = useQueryClient();
  const show = ({ text, spoiler, editedAt }: Pick<Post, 'text' | 'spoiler' | 'editedAt'>) =>
    updatePostContentEverywhere(queryClient, postId, (shown) => ({ ...shown, text, spoiler, editedAt }));
  return useMutation({
    mutationFn: (edit: PostEdit) => editPost(postId, edit),
    onMutate: async (edit) => {
      await holdPosts(queryClient);
      show({ ...edit, editedAt: new Date().toISOString() });
      return { before: { text: post.text, spoiler: post.spoiler, editedAt: post.editedAt } };
    },
    // Toasts live here, not with the dialog: it closes (and unmounts) as soon as the edit is sent.
    onSuccess: (saved) => {
      show(saved);
      void queryClient.invalidateQueries({ queryKey: postKeys.history(postId) });
      showSuccess(i18n._('Post updated'));
    },
    onError: (_error, _edit, context) => {
      if (context) show(context.before);
    },
  });
}
