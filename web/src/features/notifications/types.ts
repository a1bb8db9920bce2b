import type { ApiAnswer } from '../../lib/api-paths';

/** A notification as the server sends it, with its sender and, for likes, replies and reposts, my post. */
export type Notification = ApiAnswer<'/api/notifications', 'get'>[number];

/** The header badge's number: unread notifications, a group counting once. */
export type UnreadCount = ApiAnswer<'/api/notifications/unread-count', 'get'>;
