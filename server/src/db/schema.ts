import type { Generated, Kysely } from 'kysely';

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
  role: Generated<UserRole>;
  /** Set by an admin; a suspended account cannot log in and is hidden from everyone. */
  suspended_at: number | null;
  suspension_reason: string | null;
  created_at: number;
  updated_at: number;
  /** Base32 TOTP secret: set by 2FA setup, in force once `totp_enabled` is 1. */
  totp_secret: string | null;
  totp_enabled: number;
  /** The last TOTP time step accepted, so each code works once. */
  totp_last_step: number | null;
  /** Set only on the stand-in that replaces a deleted person in the conversations others keep. */
  deleted_at: number | null;
}

export interface RecoveryCodesTable {
  user_id: string;
  code_hash: string;
  used_at: number | null;
}

export interface PasswordResetsTable {
  user_id: string;
  token_hash: string;
  created_at: number;
  expires_at: number;
}

export type UserRole = 'user' | 'admin';

export interface SessionsTable {
  token_hash: string;
  /** The public handle of a session (the sessions list); never the token. */
  id: string;
  user_id: string;
  user_agent: string;
  created_at: number;
  expires_at: number;
  last_seen_at: number;
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
  /** The pair, ordered: user_low < user_high; null for a group. */
  user_low: string | null;
  user_high: string | null;
  created_at: number;
  is_group: Generated<number>;
  /** A group's name; empty for a pair. */
  name: Generated<string>;
}

export interface ConversationMembersTable {
  conversation_id: string;
  user_id: string;
  /** The other person of a pair; null in a group. */
  other_user_id: string | null;
  /** Null until the first message lands; ULIDs sort by time, so this orders conversations by activity. */
  last_message_id: string | null;
  /** The newest message the member has seen: later messages from others are unread. */
  last_seen_message_id: string | null;
}

/** 'text', or a group's system message (its `text` is the group's name for 'created' and 'renamed'). */
export type MessageKind = 'text' | 'created' | 'added' | 'left' | 'renamed';

export interface MessagesTable {
  id: string;
  conversation_id: string;
  sender_id: string;
  text: string;
  img: string;
  seen: number;
  created_at: number;
  kind: Generated<MessageKind>;
  /** Who a system message is about (the person added). */
  subject_id: string | null;
  /** A deleted message stays in place with no text and no image. */
  deleted: Generated<number>;
}

export interface MediaTable {
  id: string;
  owner_id: string;
  kind: 'image' | 'video';
  /** The storage key, made by the server: `<random>.<ext>`, or `private/<random>.<ext>` for private media. */
  file_name: string;
  poster_file_name: string | null;
  /** Private media: the one person besides the owner who may see it (a chat image's recipient). */
  shared_with_id: string | null;
  /** Private media of a group conversation: its members may see it. */
  conversation_id: string | null;
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
  /** The video's size as shown (rotation applied); null without a video. */
  video_width: number | null;
  video_height: number | null;
  repost_of: string | null;
  created_at: number;
  /** The last edit's time; null for a post never edited. */
  edited_at: number | null;
  /** The image's alt text ('' when none). */
  img_alt: Generated<string>;
  /** The content warning shown instead of the post until opened ('' when none). */
  spoiler: Generated<string>;
}

/** A text and content warning a post had before an edit; the current ones are the post's own. */
export interface PostVersionsTable {
  post_id: string;
  id: string;
  text: string;
  spoiler: string;
  /** When this version was written: the post's creation, or the edit that wrote it. */
  written_at: number;
}

export interface BookmarksTable {
  user_id: string;
  post_id: string;
  /** A ULID made when bookmarking: orders a person's bookmarks, newest first. */
  id: string;
  created_at: number;
}

/** A post's (or repost message's) hashtags, lower case without `#`, with the post's time for trends. */
export interface PostTagsTable {
  tag: string;
  post_id: string;
  created_at: number;
}

/** The people a post has notified of a mention: an edit notifies only people not in here. */
export interface PostMentionsTable {
  post_id: string;
  user_id: string;
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
  type: 'follow' | 'like' | 'reply' | 'repost' | 'mention';
  /** The recipient's post the notification is about (link target); null for follows. */
  post_id: string | null;
  /** The reply or repost that caused it, so removing that also removes the notification. */
  subject_id: string | null;
  /** The group it is listed in: the id of the group's first notification (likes and reposts of one post within a day), else its own id. */
  group_key: string;
  is_read: number;
  created_at: number;
}

/** One post in one person's home timeline. */
export interface TimelineEntriesTable {
  user_id: string;
  post_id: string;
  author_id: string;
}

export interface TimelinesTable {
  user_id: string;
  /** The timeline holds every visible post at or above this id; below it, the feed reads from follows. '' = all. */
  horizon: string;
  built_at: number;
}

export interface TimelineBigAuthorsTable {
  author_id: string;
}

/** One job of the house's queue (queue/): fan-out, push, federation. */
export interface JobsTable {
  id: string;
  /** Which handler runs it ('fanout.post', 'fedify', …). */
  kind: string;
  /** The handler's input, JSON. */
  payload: string;
  /** The handler's progress ('' before its first step): a job taken over resumes from it. */
  state: Generated<string>;
  /** What the job is about (a post id), so undoing that can drop it. */
  subject: string | null;
  /** Jobs sharing a key run one at a time, oldest first. */
  ordering_key: string | null;
  attempts: Generated<number>;
  /** Not before this time (a delayed job, a retry's backoff). */
  run_at: number;
  /** The lease of the process running it: another may take it once this has passed (its holder died). */
  locked_until: Generated<number>;
  created_at: number;
}

export interface BlocksTable {
  blocker_id: string;
  blocked_id: string;
  created_at: number;
}

export interface MutesTable {
  muter_id: string;
  muted_id: string;
  created_at: number;
}

export interface MutedWordsTable {
  user_id: string;
  /** Lower-cased; `position` keeps the owner's order. */
  word: string;
  position: number;
}

export interface PushVapidKeysTable {
  id: number;
  public_key: string;
  private_key: string;
  created_at: number;
}

export interface PushSubscriptionsTable {
  id: string;
  user_id: string;
  endpoint: string;
  /** The browser's P-256 public key and auth secret, base64url, as its PushSubscription gives them. */
  p256dh: string;
  auth: string;
  created_at: number;
  /** When its pushes started failing; null while it delivers (dropped after days of failing). */
  failing_since: number | null;
}

/** One row per person who changed a setting; without a row every kind is on. Flags are 0/1. */
export interface PushPreferencesTable {
  user_id: string;
  likes: number;
  replies: number;
  reposts: number;
  follows: number;
  mentions: number;
  messages: number;
  updated_at: number;
}

export interface PushJobsTable {
  id: string;
  subscription_id: string;
  /** The JSON the browser receives, encrypted at send time. */
  payload: string;
  ttl_seconds: number;
  urgency: 'normal' | 'high';
  attempts: number;
  run_at: number;
  locked_until: number;
}

export type ReportTargetType = 'post' | 'reply' | 'user' | 'story' | 'message';
export type ReportReason = 'spam' | 'harassment' | 'illegal' | 'other';
export type ReportAction = 'dismiss' | 'remove' | 'suspend';

export interface ReportsTable {
  id: string;
  reporter_id: string;
  target_type: ReportTargetType;
  target_id: string;
  /** Whose content it is (the user, for a report on a user): who a "suspend" suspends. */
  target_user_id: string;
  reason: ReportReason;
  note: string;
  /** JSON of the content as it was when reported. */
  snapshot: string;
  status: 'open' | 'resolved';
  resolution: ReportAction | null;
  resolved_by: string | null;
  resolved_at: number | null;
  created_at: number;
}

export interface AuditLogTable {
  id: string;
  /** Null for `npm run admin` on the command line. */
  admin_id: string | null;
  action: ReportAction | 'unsuspend' | 'grant' | 'revoke';
  target_type: ReportTargetType;
  target_id: string;
  reason: string;
  created_at: number;
}

export interface Database {
  users: UsersTable;
  media: MediaTable;
  posts: PostsTable;
  post_versions: PostVersionsTable;
  bookmarks: BookmarksTable;
  post_tags: PostTagsTable;
  post_mentions: PostMentionsTable;
  likes: LikesTable;
  replies: RepliesTable;
  notifications: NotificationsTable;
  sessions: SessionsTable;
  recovery_codes: RecoveryCodesTable;
  password_resets: PasswordResetsTable;
  follows: FollowsTable;
  stories: StoriesTable;
  story_views: StoryViewsTable;
  conversations: ConversationsTable;
  conversation_members: ConversationMembersTable;
  messages: MessagesTable;
  timeline_entries: TimelineEntriesTable;
  timelines: TimelinesTable;
  timeline_big_authors: TimelineBigAuthorsTable;
  jobs: JobsTable;
  blocks: BlocksTable;
  mutes: MutesTable;
  muted_words: MutedWordsTable;
  push_vapid_keys: PushVapidKeysTable;
  push_subscriptions: PushSubscriptionsTable;
  push_preferences: PushPreferencesTable;
  push_jobs: PushJobsTable;
  reports: ReportsTable;
  audit_log: AuditLogTable;
}

export type Db = Kysely<Database>;
export type Engine = 'sqlite' | 'postgres';
