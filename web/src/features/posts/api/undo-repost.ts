import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { getCurrentUser } from '../../../lib/current-user';
import { errorMessage, showError, showSuccess } from '../../../lib/toast';
import { changePostsCount } from '../../users/lib/profile-counts';
import { actedOnId, mapPosts, restorePosts, snapshotPosts, updatePostEverywhere } from '../cache';
import type { Post } from '../types';

export function undoRepost(postId: string) {
  return api<Post>(`/api/posts/repost/${encodeURIComponent(postId)}`, { method: 'DELETE' });
}

/**
 * Optimistic undo of my plain repost: my repost cards go from every list, the original shows not reposted
 * and one repost fewer everywhere, then takes the server's counts; a refusal puts every list back.
 */
export function useUndoRepost(post: Post) {
  const queryClient = useQueryClient();
  const originalId = actedOnId(post);
  return useMutation({
    mutationFn: () => undoRepost(originalId),
    onMutate: async () => {
      const snapshot = await snapshotPosts(queryClient);
      const me = getCurrentUser();
      if (me) {
        const mine = (p: Post) => p.plainRepost && actedOnId(p) === originalId && p.postedBy._id === me._id;
        mapPosts(queryClient, (p) => (mine(p) ? null : p));
        changePostsCount(queryClient, me._id, -1);
      }
      updatePostEverywhere(queryClient, originalId, (p) => ({
        ...p,
        reposted: false,
        repostsCount: Math.max(0, p.repostsCount - 1),
      }));
      return { snapshot };
    },
    onSuccess: (original) => {
      updatePostEverywhere(queryClient, originalId, (p) => ({
        ...p,
        reposted: original.reposted,
        repostsCount: original.repostsCount,
      }));
      showSuccess('Repost undone');
    },
    onError: (error, _vars, context) => {
      restorePosts(queryClient, context?.snapshot);
      showError(errorMessage(error));
    },
  });
}
