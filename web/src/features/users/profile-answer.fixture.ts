import type { UserProfile } from './types';

/** A profile answer as the API gives it, for tests: a local person with nothing yet, changed by `extra`. */
export function profileAnswer(extra: Partial<UserProfile> & Pick<UserProfile, '_id' | 'username'>): UserProfile {
  return {
    name: extra.username,
    email: `${extra.username}@example.com`,
    profilePic: '',
    bio: '',
    followers: [],
    following: [],
    followersCount: 0,
    followingCount: 0,
    postsCount: 0,
    isFrozen: false,
    createdAt: '2026-11-20T18:00:00.000Z',
    blockedByMe: false,
    mutedByMe: false,
    followRequestedByMe: false,
    ...extra,
  };
}
