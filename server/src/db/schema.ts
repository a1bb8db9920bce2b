import type { Kysely } from 'kysely';

/** Timestamps are integer milliseconds (UTC); flags are 0/1 integers on both engines. */
export interface UsersTable {
  id: string;
  username: string;
  email: string;
  name: string;
  name_lower: string;
  bio: string;
  profile_pic: string;
  password_hash: string;
  is_frozen: number;
  created_at: number;
  updated_at: number;
}

export interface SessionsTable {
  token_hash: string;
  user_id: string;
  created_at: number;
  expires_at: number;
}

export interface FollowsTable {
  follower_id: string;
  followee_id: string;
  created_at: number;
}

export interface StoriesTable {
  id: string;
  user_id: string;
  media_type: 'image' | 'video';
  media_url: string;
  created_at: number;
  expires_at: number;
}

export interface StoryViewsTable {
  story_id: string;
  viewer_id: string;
  viewed_at: number;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  follows: FollowsTable;
  stories: StoriesTable;
  story_views: StoryViewsTable;
}

export type Db = Kysely<Database>;
export type Engine = 'sqlite' | 'postgres';
