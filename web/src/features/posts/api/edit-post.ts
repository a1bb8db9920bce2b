import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { errorMessage, showError, showSuccess } from '../../../lib/toast';
import { restorePosts, snapshotPosts, updatePostContentEverywhere } from '../cache';
import type { Post } from '../types';
import { postHistoryKey } from './get-post-history';

export interface PostEdit {
  text: string;
  spoiler: string;
}

export function editPost(postId: string, edit: PostEdit) {
  return api<Post>(`/api/posts/${encodeURIComponent(postId)}`, { method: 'PUT', body: edit });
}

/** Optimistic edit: every list and every repost showing the post changes at once; a refusal puts them back. */
export function useEditPost(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (edit: PostEdit) => editPost(postId, edit),
    onMutate: async (edit) => {
      const snapshot = await snapshotPosts(queryClient);
      const editedAt = new Date().toISOString();
      updatePostContentEverywhere(queryClient, postId, (post) => ({ ...post, ...edit, editedAt }));
      return { snapshot };
    },
    // Toasts live here, not with the dialog: it closes (and unmounts) as soon as the edit is sent.
    onSuccess: (saved) => {
      const { text, spoiler, editedAt } = saved;
      updatePostContentEverywhere(queryClient, postId, (post) => ({ ...post, text, spoiler, editedAt }));
      void queryClient.invalidateQueries({ queryKey: postHistoryKey(postId) });
      showSuccess('Post updated');
    },
    onError: (error, _edit, context) => {
      restorePosts(queryClient, context?.snapshot);
      showError(errorMessage(error));
    },
  });
}
