import { i18n } from '@lingui/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { getCurrentUser } from '../../../lib/current-user';
import { showSuccess } from '../../../lib/toast';
import { changePostsCount } from '../../users/lib/profile-counts';
import { actedOnId, holdPosts, mapPosts, updatePostEverywhere } from '../cache';
import type { Post } from '../types';
import { postKeys } from './keys';

export function undoRepost(postId: string) {
  return api.delete('/api/posts/repost/{postId}', { params: { path: { postId } } });
}

/**
 * Optimistic undo of my plain repost: my repost cards go from every list, the original shows not reposted
 * and one repost fewer everywhere, then takes the server's counts; a refusal shows the original reposted again
 * and reloads the two lists my repost was taken from (feed and profile), leaving other changes made meanwhile.
 */
export function useUndoRepost(post: Post) {
  const queryClient = useQueryClient();
  const originalId = actedOnId(post);
  return useMutation({
    mutationFn: () => undoRepost(originalId),
    onMutate: async () => {
      await holdPosts(queryClient);
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
      return { me };
    },
    onSuccess: (original) => {
      updatePostEverywhere(queryClient, originalId, (p) => ({
        ...p,
        reposted: original.reposted,
        repostsCount: original.repostsCount,
      }));
      showSuccess(i18n._('Repost undone'));
    },
    onError: (_error, _vars, context) => {
      updatePostEverywhere(queryClient, originalId, (p) => ({
        ...p,
        reposted: true,
        repostsCount: p.repostsCount + 1,
      }));
      const me = context?.me;
      if (me) {
        changePostsCount(queryClient, me._id, 1);
        void queryClient.invalidateQueries({ queryKey: postKeys.feed });
        void queryClient.invalidateQueries({ queryKey: postKeys.byUser(me.username) });
      }
    },
  });
}
