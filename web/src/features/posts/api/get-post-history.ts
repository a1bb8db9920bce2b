import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { PostVersion } from '../types';

/** Not under ['posts', …]: those queries hold posts, which the post cache helpers rewrite. */
export const postHistoryKey = (postId: string) => ['post-history', postId] as const;

/** Every version of the post, oldest first, the current one last. */
export function getPostHistory(postId: string) {
  return api<PostVersion[]>(`/api/posts/${encodeURIComponent(postId)}/history`);
}

export function usePostHistory(postId: string) {
  return useQuery({ queryKey: postHistoryKey(postId), queryFn: () => getPostHistory(postId) });
}
