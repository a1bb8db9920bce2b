import type { UserRow } from './queries.js';

/** The small user object embedded in posts, lists and search results. Never carries an email. */
export interface UserSummary {
  _id: string;
  username: string;
  name: string;
  profilePic: string;
  bio: string;
}

export interface UserProfile extends UserSummary {
  followers: string[];
  following: string[];
  followersCount: number;
  followingCount: number;
  isFrozen: boolean;
  createdAt: string;
  email?: string;
}

export function toUserSummary(row: UserRow): UserSummary {
  return { _id: row.id, username: row.username, name: row.name, profilePic: row.profile_pic, bio: row.bio };
}

/** The full profile; the email is included only when the viewer is the user. */
export function toUserProfile(
  row: UserRow,
  graph: { followers: string[]; following: string[] },
  viewerId: string | null,
): UserProfile {
  const profile: UserProfile = {
    ...toUserSummary(row),
    followers: graph.followers,
    following: graph.following,
    followersCount: graph.followers.length,
    followingCount: graph.following.length,
    isFrozen: row.is_frozen === 1,
    createdAt: new Date(row.created_at).toISOString(),
  };
  if (viewerId === row.id) profile.email = row.email;
  return profile;
}
