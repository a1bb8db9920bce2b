import { replyAnchor } from '../../posts/lib/reply-anchor';
import type { Notification } from '../types';

/**
 * Where a notification leads: the post it is about (my post: likes, reposts; the sender's for a mention in
 * a post), the reply on its post page, or the person for a follow. The post page finds a post by its id alone.
 */
export function notificationLink(notification: Notification, myUsername: string): string {
  const { postId, replyId, senderId } = notification;
  if (!postId) return `/${senderId.username}`;
  const author = notification.type === 'mention' && !replyId ? senderId.username : myUsername;
  const post = `/${author}/post/${postId}`;
  return replyId ? `${post}#${replyAnchor(replyId)}` : post;
}
