import type { Static } from 'typebox';
import type { UserRole, UserRow, UserSummaryRow } from '../db/tables/users.js';
import type { UserListSchema, UserProfileSchema, UserSummarySchema } from './schemas.js';

export type UserSummary = Static<typeof UserSummarySchema>;

/** A person in a list (search, suggestions, follow lists, blocks, mutes): the summary and its followers. */
export type ListedUser = Static<typeof UserListSchema>[number];

export type UserProfile = Static<typeof UserProfileSchema>;

export interface ProfileViewer {
  id: string;
  role: UserRole;
}

export interface Relation {
  blockedByMe: boolean;
  mutedByMe: boolean;
}

const NO_RELATION: Relation = { blockedByMe: false, mutedByMe: false };

export function toUserSummary(row: UserSummaryRow): UserSummary {
  const summary: UserSummary = {
    _id: row.id,
    username: row.username,
    name: row.name,
    profilePic: row.profile_pic,
    bio: row.bio,
  };
  if (row.host) Object.assign(summary, { remote: true, host: row.host, url: row.profile_url ?? row.actor_uri ?? '' });
  return summary;
}

export function toListedUser(row: UserSummaryRow, followers: string[]): ListedUser {
  return Object.assign(toUserSummary(row), { followers });
}

/**
 * The full profile; the email and whether two-factor sign-in is on only when the viewer is the user, the
 * role to the user and to admins.
 */
export function toUserProfile(
  row: UserRow,
  graph: { followers: string[]; following: string[]; posts: number; followRequested?: boolean },
  viewer: ProfileViewer | null,
  relation: Relation = NO_RELATION,
): UserProfile {
  // Added to the summary, not spread into a new literal: Node 20's V8 takes over a microsecond per property
  // written after a spread (a profile was 12-40 µs, a tenth of a drawn home page's own work).
  const profile: UserProfile = Object.assign(toUserSummary(row), {
    followers: graph.followers,
    following: graph.following,
    // A remote person's counts are their server's (ours know only the part that reached us), never below ours.
    followersCount: Math.max(row.remote_followers_count ?? 0, graph.followers.length),
    followingCount: Math.max(row.remote_following_count ?? 0, graph.following.length),
    postsCount: Math.max(row.remote_posts_count ?? 0, graph.posts),
    isFrozen: row.is_frozen === 1,
    createdAt: new Date(row.created_at).toISOString(),
    blockedByMe: relation.blockedByMe,
    mutedByMe: relation.mutedByMe,
    followRequestedByMe: graph.followRequested ?? false,
  });
  if (viewer?.id === row.id) {
    profile.email = row.email;
    profile.twoFactorEnabled = row.totp_enabled === 1;
    profile.locale = row.locale ?? 'auto';
  }
  if (viewer?.id === row.id || viewer?.role === 'admin') profile.role = row.role;
  return profile;
}
