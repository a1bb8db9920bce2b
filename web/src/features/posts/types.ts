import type { UserSummary } from '../users/types';

export interface Reply {
  _id: string;
  userId?: string;
  username: string;
  userProfilePic: string;
  text: string;
  createdAt?: string;
}

export interface Post {
  _id: string;
  postedBy: UserSummary;
  text: string;
  img?: string | null;
  video?: string | null;
  likes: string[];
  replies: Reply[];
  createdAt: string;
  /** A repost carries the post it shares. */
  repostOf?: Post | null;
}
