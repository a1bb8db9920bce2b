import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getCurrentUser } from '../../../lib/current-user';
import { sendForm } from '../../../lib/upload';
import { replyCount, updatePostEverywhere, withReplyCount } from '../cache';
import { addReplyToThreads } from '../lib/thread-cache';
import type { ReplyAnswer } from '../types';
import { postKeys } from './keys';

export interface NewReply {
  text: string;
  img: File | null;
  /** Alt text for `img`. */
  imgAlt: string;
  spoiler: string;
  video: File | null;
}

/** Multipart, as a new post is sent; the route still takes the seed contract's JSON `{text}` from older clients. */
export function replyToPost(postId: string, reply: NewReply, onProgress?: (percent: number) => void) {
  const form = new FormData();
  form.append('text', reply.text);
  if (reply.spoiler) form.append('spoiler', reply.spoiler);
  if (reply.img) {
    form.append('img', reply.img);
    if (reply.imgAlt) form.append('imgAlt', reply.imgAlt);
  }
  if (reply.video) form.append('video', reply.video);
  return sendForm('put', '/api/posts/reply/{id}', { params: { path: { id: postId } }, form, onProgress });
}

/** The new reply in its parent's `replies` (the seed's Reply fields only). */
function asListedReply({ _id, postId, userId, username, userProfilePic, text, createdAt }: ReplyAnswer) {
  return { _id, postId, userId, username, userProfilePic, text, createdAt };
}

/** `postId` may be a plain repost card's id: the server answers its original, and the answer names the parent. */
export function useReplyToPost(postId: string, onProgress?: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reply: NewReply) => replyToPost(postId, reply, onProgress),
    onSuccess: (reply) => {
      updatePostEverywhere(queryClient, reply.postId, (post) => ({
        ...withReplyCount(post, replyCount(post) + 1),
        replies: [...post.replies, asListedReply(reply)],
      }));
      addReplyToThreads(queryClient, reply);
      const me = getCurrentUser();
      if (me) void queryClient.invalidateQueries({ queryKey: postKeys.repliesByUser(me.username) });
    },
  });
}
