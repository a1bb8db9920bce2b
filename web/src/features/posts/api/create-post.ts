import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendForm } from '../../../lib/upload';
import { prependPost } from '../cache';

export interface NewPost {
  postedBy: string;
  text: string;
  img: File | null;
  /** Alt text for `img`. */
  imgAlt: string;
  spoiler: string;
  video: File | null;
}

export function createPost(post: NewPost, onProgress: (percent: number) => void) {
  const form = new FormData();
  form.append('postedBy', post.postedBy);
  form.append('text', post.text);
  if (post.spoiler) form.append('spoiler', post.spoiler);
  if (post.img) {
    form.append('img', post.img);
    if (post.imgAlt) form.append('imgAlt', post.imgAlt);
  }
  if (post.video) form.append('video', post.video);
  return sendForm('post', '/api/posts/create', { form, onProgress });
}

export function useCreatePost(onProgress: (percent: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (post: NewPost) => createPost(post, onProgress),
    onSuccess: (post) => prependPost(queryClient, post),
  });
}
