import type { MessageView } from './chat/views.js';
import type { EventBus } from './lib/events.js';
import type { NotificationView } from './notifications/views.js';

/**
 * Domain events published by services after their write has committed, for listeners such as the
 * realtime layer. Add an entry per event; payloads are already in their API shape.
 */
export interface AppEventMap {
  'notification.created': { recipientId: string; notification: NotificationView };
  /**
   * To every member of the conversation (`memberIds`, the sender included, for their other tabs);
   * `senderSocketId` is the sending tab's socket, which already shows the message. `isGroup`: a group's
   * events reach only the tabs that understand groups (realtime/socket-types.ts `groupChatsRoom`), as do the two below.
   */
  'message.created': {
    message: MessageView;
    memberIds: string[];
    isGroup: boolean;
    senderSocketId: string | undefined;
  };
  /** The reader opened the conversation: what others sent in it up to now is seen by them. */
  'messages.seen': { conversationId: string; readerId: string; memberIds: string[]; isGroup: boolean };
  /** The sender deleted a message: it stays as a tombstone. */
  'message.deleted': { conversationId: string; messageId: string; memberIds: string[]; isGroup: boolean };
  /** Whose presence these users are shown changed: a follow or unfollow, a first message, a group's members. */
  'contacts.changed': { userIds: string[] };
  /**
   * Sessions were revoked: only `sessionHash` (logout), every one of `userId`'s but `keepSessionHash`
   * (password change), or all of them (freeze). Their sockets must close too.
   */
  'sessions.ended': { userId?: string; sessionHash?: string; keepSessionHash?: string };
  /** A remote person answered one of our follow requests: accepted (`following`) or refused or ended. */
  'follow.answered': { followerId: string; followeeId: string; following: boolean };
  /** A post reached these followers' home timelines (one fan-out batch, committed): the live feed's cue. */
  'feed.delivered': { postId: string; authorId: string; followerIds: string[] };
  /** Someone opened the first page of a remote post's thread: federation fetches the replies its server lists. */
  'remoteThread.opened': { postId: string };
  /** Jobs committed (queue/): this process's worker starts on them at once instead of at its next poll. */
  'jobs.queued': Record<string, never>;
  /**
   * The events below keep the caches true (app-caches.ts turns each into a cache change, published to the
   * other processes through Redis): every write that changes what they describe emits one after commit.
   */
  /** What these posts' views show changed (a like, a reply, a repost, an edit, a deletion). */
  'posts.changed': { postIds: string[] };
  /** A person's name, username or picture changed: every post view may show it. */
  'person.changed': { userId: string };
  /** A person chose another language: their sessions read it afresh. */
  'person.locale': { userId: string; locale: string | null };
  /** A person was frozen, unfrozen, suspended, unsuspended or deleted: who is active changed. */
  'person.standing': { userId: string; active: boolean };
  /** A person moved their account to another server: they write nothing more here (a move is for good). */
  'person.moved': { userId: string };
  /** A follow was made or ended. */
  'follow.changed': { followerId: string; followeeId: string };
  /** A block was made or lifted (a block also ends the follows between the two, both ways). */
  'block.changed': { blockerId: string; blockedId: string };
  'mute.changed': { muterId: string; mutedId: string };
  'mutedWords.changed': { userId: string };
  /**
   * These people's home timelines changed otherwise than by a fan-out batch (`feed.delivered`) or an unfollow or
   * block: the author's own entry for a new post or repost, a follow's backfill.
   */
  'timelines.changed': { userIds: string[] };
  /** A person bookmarked a post or took a bookmark back (no view shows it; the person's own marks do). */
  'bookmarks.changed': { userId: string };
  /** An author passed the fan-out limit: their posts are merged into followers' feeds at read time from now on. */
  'feed.bigAuthor': { authorId: string };
  /** An admin limited a server (and its subdomains), or lifted its limit (set a block instead, or no rule). */
  'domain.limit': { domain: string; limited: boolean };
}

export type AppEvents = EventBus<AppEventMap>;
