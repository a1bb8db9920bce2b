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
  /** Videos only: the poster frame's URL. */
  poster_url: string | null;
  created_at: number;
  expires_at: number;
}

export interface StoryViewsTable {
  story_id: string;
  viewer_id: string;
  viewed_at: number;
}

export interface ConversationsTable {
  id: string;
  /** The pair, ordered: user_low < user_high. */
  user_low: string;
  user_high: string;
  created_at: number;
}

export interface ConversationMembersTable {
  conversation_id: string;
  user_id: string;
  other_user_id: string;
  /** Null until the first message lands; ULIDs sort by time, so this orders conversations by activity. */
  last_message_id: string | null;
}

export interface MessagesTable {
  id: string;
  conversation_id: string;
  sender_id: string;
  text: string;
  img: string;
  seen: number;
  created_at: number;
}

export interface MediaTable {
  id: string;
  owner_id: string;
  kind: 'image' | 'video';
  /** File under DATA_DIR/media, made by the server. */
  file_name: string;
  poster_file_name: string | null;
  mime: string;
  bytes: number;
  width: number;
  height: number;
  duration_ms: number | null;
  created_at: number;
}

export interface PostsTable {
  id: string;
  author_id: string;
  text: string;
  img: string | null;
  video: string | null;
  poster: string | null;
  repost_of: string | null;
  created_at: number;
}

export interface LikesTable {
  post_id: string;
  user_id: string;
  created_at: number;
}

export interface RepliesTable {
  id: string;
  post_id: string;
  user_id: string;
  text: string;
  created_at: number;
}

export interface NotificationsTable {
  id: string;
  recipient_id: string;
  sender_id: string;
  type: 'follow' | 'like' | 'reply' | 'repost';
  /** The recipient's post the notification is about (link target); null for follows. */
  post_id: string | null;
  /** The reply or repost that caused it, so removing that also removes the notification. */
  subject_id: string | null;
  is_read: number;
  created_at: number;
}

export interface Database {
  users: UsersTable;
  media: MediaTable;
  posts: PostsTable;
  likes: LikesTable;
  replies: RepliesTable;
  notifications: NotificationsTable;
  sessions: SessionsTable;
  follows: FollowsTable;
  stories: StoriesTable;
  story_views: StoryViewsTable;
  conversations: ConversationsTable;
  conversation_members: ConversationMembersTable;
  messages: MessagesTable;
}

export type Db = Kysely<Database>;
export type Engine = 'sqlite' | 'postgres';
