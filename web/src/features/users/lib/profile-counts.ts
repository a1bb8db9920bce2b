import type { QueryClient } from '@tanstack/react-query';
import { userKeys } from '../api/keys';
import type { UserProfile } from '../types';

/** Moves the post count of every cached profile of this person by `change` (a new or deleted post). */
export function changePostsCount(queryClient: QueryClient, userId: string, change: number): void {
  queryClient.setQueriesData<UserProfile>({ queryKey: userKeys.profiles }, (profile) =>
    profile && profile._id === userId ? { ...profile, postsCount: Math.max(0, profile.postsCount + change) } : profile,
  );
}
