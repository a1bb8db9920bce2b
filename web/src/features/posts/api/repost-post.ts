import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { getCurrentUser } from '../../../lib/current-user';
import { errorMessage, showError, showSuccess } from '../../../lib/toast';
import {
  isPendingPost,
  PENDING_PREFIX,
  prependPost,
  replacePostEverywhere,
  restorePosts,
  snapshotPosts,
  updatePostEverywhere,
} from '../cache';
import type { EmbeddedPost, Post } from '../types';

export function repostPost(postId: string, message = '') {
  return api<Post>('/api/posts/repost', { method: 'POST', body: { postId, message } });
}

/** Reposting a bare repost shares its original, as the server does. */
export function sharedOriginal(post: Post): EmbeddedPost {
  return post.repostOf && !post.text ? post.repostOf : post;
}

function toEmbedded(post: EmbeddedPost): EmbeddedPost {
  const { _id, postedBy, text, img, video, posterUrl, videoWidth, videoHeight, imgAlt, spoiler, createdAt, editedAt } =
    post;
  return { _id, postedBy, text, img, video, posterUrl, videoWidth, videoHeight, imgAlt, spoiler, createdAt, editedAt };
}

/**
 * Optimistic repost: a placeholder goes on top of the feed and of my profile at once and is swapped
 * for the server's post when it answers; a refusal puts every list back as it was.
 */
export function useRepostPost(post: Post) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => repostPost(post._id),
    onMutate: async () => {
      const snapshot = await snapshotPosts(queryClient);
      const me = getCurrentUser();
      const original = sharedOriginal(post);
      const placeholderId = `${PENDING_PREFIX}${Date.now()}`;
      if (me) {
        prependPost(queryClient, {
          _id: placeholderId,
          postedBy: { _id: me._id, username: me.username, name: me.name, profilePic: me.profilePic },
          text: '',
          img: null,
          video: null,
          posterUrl: null,
          videoWidth: null,
          videoHeight: null,
          imgAlt: '',
          spoiler: '',
          editedAt: null,
          bookmarked: false,
          likes: [],
          replies: [],
          likesCount: 0,
          repliesCount: 0,
          repostsCount: 0,
          createdAt: new Date().toISOString(),
          repostOf: toEmbedded(original),
        });
      }
      updatePostEverywhere(queryClient, original._id, (p) =>
        isPendingPost(p) ? p : { ...p, repostsCount: (p.repostsCount ?? 0) + 1 },
      );
      return { snapshot, placeholderId };
    },
    // Toasts live here, not with the dialog: it closes (and unmounts) as soon as the user confirms.
    onSuccess: (created, _vars, context) => {
      replacePostEverywhere(queryClient, context.placeholderId, created);
      showSuccess('Post reposted successfully');
    },
    onError: (error, _vars, context) => {
      restorePosts(queryClient, context?.snapshot);
      showError(errorMessage(error));
    },
  });
}
