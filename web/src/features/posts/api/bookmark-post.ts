import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { errorMessage, showError } from '../../../lib/toast';
import { mapPosts, postKeys, prependTo, restorePosts, snapshotPosts, updatePostEverywhere } from '../cache';
import type { Post } from '../types';

export function bookmarkPost(postId: string) {
  return api<{ bookmarked: boolean }>(`/api/posts/bookmark/${encodeURIComponent(postId)}`, { method: 'POST' });
}

/** Marks the post everywhere, and keeps the Bookmarks list in step: on top when added, gone when removed. */
function showBookmarked(queryClient: ReturnType<typeof useQueryClient>, post: Post, bookmarked: boolean) {
  updatePostEverywhere(queryClient, post._id, (p) => ({ ...p, bookmarked }));
  if (bookmarked) prependTo(queryClient, postKeys.bookmarks, { ...post, bookmarked });
  else mapPosts(queryClient, (p) => (p._id === post._id ? null : p), postKeys.bookmarks);
}

/** Optimistic bookmark toggle (`mutate(true)` adds, `mutate(false)` removes); a refusal puts every list back. */
export function useBookmarkPost(post: Post) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (_bookmarked: boolean) => bookmarkPost(post._id),
    onMutate: async (bookmarked) => {
      const snapshot = await snapshotPosts(queryClient);
      showBookmarked(queryClient, post, bookmarked);
      return { snapshot };
    },
    // The server toggles: if it ended the other way (another tab), show what it says.
    onSuccess: (result, bookmarked) => {
      if (result.bookmarked !== bookmarked) showBookmarked(queryClient, post, result.bookmarked);
    },
    onError: (error, _bookmarked, context) => {
      restorePosts(queryClient, context?.snapshot);
      showError(errorMessage(error));
    },
  });
}
