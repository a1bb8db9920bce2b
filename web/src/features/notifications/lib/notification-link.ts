import { replyAnchor } from '../../posts/lib/reply-anchor';
import type { Notification } from '../types';

/**
 * Where a notification leads: the post it is about (my post: likes, reposts), the reply on its post page,
 * or the person for a follow.
 */
export function notificationLink(notification: Notification, myUsername: string): string {
  const { postId, replyId, senderId } = notification;
  if (!postId) return `/${senderId.username}`;
  const post = `/${myUsername}/post/${postId}`;
  return replyId ? `${post}#${replyAnchor(replyId)}` : post;
}
