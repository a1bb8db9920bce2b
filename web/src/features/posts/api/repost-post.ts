import { i18n } from '@lingui/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { getCurrentUser } from '../../../lib/current-user';
import { showSuccess } from '../../../lib/toast';
import { changePostsCount } from '../../users/lib/profile-counts';
import {
  actedOnPost,
  holdPosts,
  PENDING_PREFIX,
  prependPost,
  removePostEverywhere,
  replacePostEverywhere,
  updatePostEverywhere,
} from '../cache';
import type { EmbeddedPost, Post } from '../types';

export function repostPost(postId: string, message = '') {
  return api.post('/api/posts/repost', { body: { postId, message } });
}

function toEmbedded(post: EmbeddedPost): EmbeddedPost {
  const { _id, postedBy, text, img, imgWidth, imgHeight, imgBlurhash, video, posterUrl, videoWidth, videoHeight } =
    post;
  const { imgAlt, spoiler } = post;
  const shown = {
    _id,
    postedBy,
    text,
    img,
    imgWidth,
    imgHeight,
    imgBlurhash,
    video,
    posterUrl,
    videoWidth,
    videoHeight,
    imgAlt,
    spoiler,
  };
  const { createdAt, editedAt } = post;
  return { ...shown, createdAt, editedAt, replyTo: post.replyTo };
}

/** What the server will answer, shown until it does: a plain repost shows the original, a quote its message. */
function placeholder(original: Post, message: string, me: Post['postedBy']): Post {
  const common = {
    _id: `${PENDING_PREFIX}${Date.now()}`,
    postedBy: me,
    createdAt: new Date().toISOString(),
    editedAt: null,
    repostOf: toEmbedded(original),
  };
  if (!message) return { ...original, ...common, plainRepost: true, quotedUnavailable: false };
  return {
    ...common,
    text: message,
    img: null,
    video: null,
    posterUrl: null,
    videoWidth: null,
    videoHeight: null,
    imgWidth: null,
    imgHeight: null,
    imgAlt: '',
    spoiler: '',
    bookmarked: false,
    reposted: false,
    likes: [],
    replies: [],
    likesCount: 0,
    repliesCount: 0,
    replyCount: 0,
    repostsCount: 0,
    replyTo: null,
    plainRepost: false,
    quotedUnavailable: false,
  };
}

/**
 * Optimistic repost (`message` empty: a plain repost; else a quote) of a post, or of a plain repost's original
 * as the server does: the original shows reposted and counted everywhere and a placeholder goes on top of the
 * feed and of my profile, swapped for the server's post when it answers; a refusal takes the placeholder away
 * and puts the original's state back, leaving other changes made meanwhile.
 */
export function useRepostPost(post: Post) {
  const queryClient = useQueryClient();
  const original = actedOnPost(post);
  return useMutation({
    mutationFn: (message: string) => repostPost(original._id, message),
    onMutate: async (message: string) => {
      await holdPosts(queryClient);
      const me = getCurrentUser();
      const counted = { ...original, repostsCount: original.repostsCount + 1, reposted: original.reposted || !message };
      updatePostEverywhere(queryClient, original._id, (p) => ({
        ...p,
        repostsCount: counted.repostsCount,
        reposted: counted.reposted,
      }));
      const shown = me
        ? placeholder(counted, message, {
            _id: me._id,
            username: me.username,
            name: me.name,
            profilePic: me.profilePic,
          })
        : null;
      if (shown) prependPost(queryClient, shown);
      return { placeholder: shown };
    },
    // Toasts live here, not with the dialog: it closes (and unmounts) as soon as the user confirms.
    onSuccess: (created, _message, context) => {
      if (context.placeholder) replacePostEverywhere(queryClient, context.placeholder._id, created);
      showSuccess(i18n._('Post reposted successfully'));
    },
    onError: (_error, _message, context) => {
      updatePostEverywhere(queryClient, original._id, (p) => ({
        ...p,
        repostsCount: Math.max(0, p.repostsCount - 1),
        reposted: original.reposted,
      }));
      if (context?.placeholder) {
        removePostEverywhere(queryClient, context.placeholder._id);
        changePostsCount(queryClient, context.placeholder.postedBy._id, -1);
      }
    },
  });
}
