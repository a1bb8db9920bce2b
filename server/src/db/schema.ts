import type { Kysely } from 'kysely';
import type { ActorKeysTable } from './tables/actor-keys.js';
import type { AuditLogTable } from './tables/audit-log.js';
import type { BlocksTable } from './tables/blocks.js';
import type { BookmarksTable } from './tables/bookmarks.js';
import type { ConversationMembersTable } from './tables/conversation-members.js';
import type { ConversationsTable } from './tables/conversations.js';
import type { DomainBlocksTable } from './tables/domain-blocks.js';
import type { FederationKvTable } from './tables/federation-kv.js';
import type { FollowRequestsTable } from './tables/follow-requests.js';
import type { FollowsTable } from './tables/follows.js';
import type { InstancesTable } from './tables/instances.js';
import type { JobsTable } from './tables/jobs.js';
import type { LikesTable } from './tables/likes.js';
import type { LocalTombstonesTable } from './tables/local-tombstones.js';
import type { MediaTable } from './tables/media.js';
import type { MessagesTable } from './tables/messages.js';
import type { MutedWordsTable } from './tables/muted-words.js';
import type { MutesTable } from './tables/mutes.js';
import type { NotificationsTable } from './tables/notifications.js';
import type { PasswordResetsTable } from './tables/password-resets.js';
import type { PostMentionsTable } from './tables/post-mentions.js';
import type { PostTagsTable } from './tables/post-tags.js';
import type { PostVersionsTable } from './tables/post-versions.js';
import type { PostsTable } from './tables/posts.js';
import type { PushPreferencesTable } from './tables/push-preferences.js';
import type { PushSubscriptionsTable } from './tables/push-subscriptions.js';
import type { PushVapidKeysTable } from './tables/push-vapid-keys.js';
import type { ReceivedActivitiesTable } from './tables/received-activities.js';
import type { RecoveryCodesTable } from './tables/recovery-codes.js';
import type { RemoteMediaSourcesTable } from './tables/remote-media-sources.js';
import type { RemoteTombstonesTable } from './tables/remote-tombstones.js';
import type { ReportsTable } from './tables/reports.js';
import type { SessionsTable } from './tables/sessions.js';
import type { StoriesTable } from './tables/stories.js';
import type { StoryViewsTable } from './tables/story-views.js';
import type { TimelineBigAuthorsTable } from './tables/timeline-big-authors.js';
import type { TimelineEntriesTable } from './tables/timeline-entries.js';
import type { TimelinesTable } from './tables/timelines.js';
import type { UsersTable } from './tables/users.js';

/**
 * Every table, each declared in its own file under `tables/` with its `Row` type (what a select returns).
 * Timestamps are integer milliseconds (UTC); flags are 0/1 integers on both engines.
 */
export interface Database {
  users: UsersTable;
  recovery_codes: RecoveryCodesTable;
  password_resets: PasswordResetsTable;
  sessions: SessionsTable;
  follows: FollowsTable;
  stories: StoriesTable;
  story_views: StoryViewsTable;
  conversations: ConversationsTable;
  conversation_members: ConversationMembersTable;
  messages: MessagesTable;
  media: MediaTable;
  posts: PostsTable;
  post_versions: PostVersionsTable;
  bookmarks: BookmarksTable;
  post_tags: PostTagsTable;
  post_mentions: PostMentionsTable;
  likes: LikesTable;
  notifications: NotificationsTable;
  timeline_entries: TimelineEntriesTable;
  timelines: TimelinesTable;
  timeline_big_authors: TimelineBigAuthorsTable;
  jobs: JobsTable;
  actor_keys: ActorKeysTable;
  follow_requests: FollowRequestsTable;
  federation_kv: FederationKvTable;
  instances: InstancesTable;
  domain_blocks: DomainBlocksTable;
  received_activities: ReceivedActivitiesTable;
  remote_tombstones: RemoteTombstonesTable;
  remote_media_sources: RemoteMediaSourcesTable;
  local_tombstones: LocalTombstonesTable;
  blocks: BlocksTable;
  mutes: MutesTable;
  muted_words: MutedWordsTable;
  push_vapid_keys: PushVapidKeysTable;
  push_subscriptions: PushSubscriptionsTable;
  push_preferences: PushPreferencesTable;
  reports: ReportsTable;
  audit_log: AuditLogTable;
}

export type Db = Kysely<Database>;
export type Engine = 'sqlite' | 'postgres';
