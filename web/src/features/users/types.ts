import type { ApiResponse } from '../../lib/api-types';

/** The small user object in lists, search results and suggestions, as the server documents it. */
export type UserSummary = ApiResponse<'/api/users/suggested', 'get'>[number];

/** A full profile: follower and following ids, counts, and the email for its owner only. */
export type UserProfile = ApiResponse<'/api/users/profile/{key}', 'get'>;
