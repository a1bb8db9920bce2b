import type { MessageView } from '../chat/views.js';
import type { Db } from '../db/schema.js';
import type { NotificationView } from '../notifications/views.js';
import { excerpt } from './excerpt.js';

/** What the service worker receives and shows (web/src/service-worker/push.ts). */
export interface PushPayload {
  title: string;
  body: string;
  /** The app page to open on click: the post, the person or the chat. */
  url: string;
  /** Same tag, same notification on the device: a newer one replaces it instead of piling up. */
  tag: string;
  /** Unread notifications plus unread messages, for the app icon's badge. */
  badge: number;
}

type Content = Omit<PushPayload, 'badge'>;

async function usernameOf(db: Db, userId: string): Promise<string> {
  const row = await db.selectFrom('users').select('username').where('id', '=', userId).executeTakeFirst();
  return row?.username ?? '';
}

/** The post's words and its author (the recipient's own post, except for a mention). */
async function postOf(db: Db, postId: string): Promise<{ text: string; author: string }> {
  const row = await db
    .selectFrom('posts')
    .innerJoin('users', 'users.id', 'posts.author_id')
    .select(['posts.text', 'users.username'])
    .where('posts.id', '=', postId)
    .executeTakeFirst();
  return { text: row?.text ?? '', author: row?.username ?? '' };
}

/** "sam liked your post" with the post's words; a follow names the follower. */
export async function notificationContent(db: Db, notification: NotificationView): Promise<Content> {
  const sender = notification.senderId;
  if (!notification.postId) {
    return { title: notification.message, body: sender.name, url: `/${sender.username}`, tag: `follow-${sender._id}` };
  }
  if (notification.type === 'reply' && notification.replyId) {
    // A reply is a post of its own: the push opens it, under its thread.
    const { text } = await postOf(db, notification.replyId);
    return {
      title: notification.message,
      body: excerpt(text),
      url: `/${sender.username}/post/${notification.replyId}`,
      tag: `${notification.type}-${notification.postId}`,
    };
  }
  const { text, author } = await postOf(db, notification.postId);
  return {
    title: notification.message,
    body: excerpt(text),
    url: `/${author}/post/${notification.postId}`,
    tag: `${notification.type}-${notification.postId}`,
  };
}

export async function messageContent(db: Db, message: MessageView): Promise<Content> {
  const sender = await usernameOf(db, message.sender);
  return {
    title: `${sender} sent you a message`,
    body: message.text ? excerpt(message.text) : 'Sent an image',
    url: `/chat?conversation=${message.conversationId}`,
    tag: `message-${message.conversationId}`,
  };
}
