import type { FollowDirection } from '../types';

/** Under `userKeys.all`, profiles hold one person each; every other query holds a list of people. */
export const userKeys = {
  all: ['users'] as const,
  profiles: ['users', 'profile'] as const,
  profile: (usernameOrId: string) => ['users', 'profile', usernameOrId.toLowerCase()] as const,
  /** Every person's followers (or following) lists; `followList` one of them. */
  followLists: (direction: FollowDirection) => ['users', direction] as const,
  followList: (direction: FollowDirection, userId: string | undefined) => ['users', direction, userId] as const,
  search: (query: string) => ['users', 'search', query.toLowerCase()] as const,
  suggested: ['users', 'suggested'] as const,
};
