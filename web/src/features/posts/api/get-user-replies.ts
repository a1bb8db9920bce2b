import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { postKeys } from '../cache';
import type { Post } from '../types';

/** The posts a user replied to, each carrying the replies they wrote. */
export function getUserReplies(username: string) {
  return api<Post[]>(`/api/posts/replies/${encodeURIComponent(username)}`);
}

export function useUserReplies(username: string, enabled: boolean) {
  return useQuery({ queryKey: postKeys.repliesByUser(username), queryFn: () => getUserReplies(username), enabled });
}
