/** The small user object in lists, search results and suggestions. */
export interface UserSummary {
  _id: string;
  username: string;
  name: string;
  profilePic: string;
  bio?: string;
}

export interface UserProfile extends UserSummary {
  bio: string;
  followers: string[];
  following: string[];
  followersCount: number;
  followingCount: number;
  isFrozen: boolean;
  createdAt: string;
  email?: string;
}
