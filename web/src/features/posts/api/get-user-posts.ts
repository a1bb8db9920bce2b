import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { postKeys } from '../cache';
import type { Post } from '../types';

export function getUserPosts(username: string) {
  return api<Post[]>(`/api/posts/user/${encodeURIComponent(username)}`);
}

export function useUserPosts(username: string, enabled: boolean) {
  return useQuery({ queryKey: postKeys.byUser(username), queryFn: () => getUserPosts(username), enabled });
}
