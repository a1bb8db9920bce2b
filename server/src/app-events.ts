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
   * events reach only the tabs that understand groups (realtime/contract.ts `groupChatsRoom`), as do the two below.
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
  /** A post reached these followers' home timelines (one fan-out batch, committed): the live feed's cue. */
  'feed.delivered': { postId: string; authorId: string; followerIds: string[] };
  /** Jobs committed (queue/): this process's worker starts on them at once instead of at its next poll. */
  'jobs.queued': Record<string, never>;
}

export type AppEvents = EventBus<AppEventMap>;
