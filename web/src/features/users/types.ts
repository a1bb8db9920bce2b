import type { ApiAnswer } from '../../lib/api-paths';

/** A person in a list, search results or suggestions, as the server documents it (with their followers). */
export type ListedUser = ApiAnswer<'/api/users/suggested', 'get'>[number];

/** What the web needs to show and follow someone: any user object will do. */
export type UserSummary = Omit<ListedUser, 'followers'>;

/** A full profile: follower and following ids, counts, and the email for its owner only. */
export type UserProfile = ApiAnswer<'/api/users/profile/{key}', 'get'>;

/** The two lists of a person's follow graph. */
export type FollowDirection = 'followers' | 'following';
