/**
 * The socket's events. Their names are here; the payloads the server sends are declared once as schemas
 * in server/src/realtime/events.ts, which the web app receives as generated types (web/src/lib/api-types.ts).
 */

/** What the server pushes (CONTRACT §7, plus newNotification, newFeedPost, followAnswered, localeChosen and the group chat events). */
export const serverSocketEvents = [
  'getOnlineUsers',
  'newMessage',
  'messagesSeen',
  'messageDeleted',
  'typing',
  'newNotification',
  'newFeedPost',
  'followAnswered',
  'localeChosen',
] as const;
export type ServerSocketEvent = (typeof serverSocketEvents)[number];

/** What the web app sends. The server takes each payload as unknown and validates it. */
export interface ClientSocketPayloads {
  markMessagesAsSeen: { conversationId: string; userId: string };
  typing: { conversationId: string };
  /** Answered through the acknowledgement (`SendMessageAck`). */
  sendMessage: { recipientId: string; message: string } | { conversationId: string; message: string };
}

/**
 * A client that understands group conversations says so: `?groups=true` on `GET /api/messages/conversations`
 * and in the socket's handshake query. A client of CONTRACT §7 knows only pairs, so it is never shown a group
 * (it would take one for a second conversation with its first member) nor sent a group's events.
 */
export const GROUP_CHATS_PARAM = 'groups';
