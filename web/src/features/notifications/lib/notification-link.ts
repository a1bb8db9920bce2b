import type { Notification } from '../types';

/**
 * Where a notification leads: the post it is about (my post: likes, reposts; the sender's for a mention), a
 * reply on its own page (its thread above it), or the person for a follow. The post page finds a post by
 * its id alone; the username only makes the address readable.
 */
export function notificationLink(notification: Notification, myUsername: string): string {
  const { postId, replyId, senderId } = notification;
  if (!postId) return `/${senderId.username}`;
  // A reply (or a mention in one, from before replies were posts) is the sender's post.
  if (replyId) return `/${senderId.username}/post/${replyId}`;
  const author = notification.type === 'mention' ? senderId.username : myUsername;
  return `/${author}/post/${postId}`;
}
