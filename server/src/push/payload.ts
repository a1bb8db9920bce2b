import type { Db } from '../db/schema.js';
import type { MessageRow } from '../db/tables/messages.js';
import type { NotificationView } from '../notifications/views.js';
import { excerpt } from './excerpt.js';
import type { pushTexts } from './messages.js';

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

/** A text of `pushTexts` by code, with its values: worded in the recipient's language when sent. */
export interface PushWords {
  code: keyof typeof pushTexts;
  params: Record<string, string | number>;
}

/**
 * As queued: the English title and body, and the codes they were worded from (`push/localize.ts` words
 * them afresh for the recipient and drops `words` before the push leaves).
 */
export interface QueuedPush extends PushPayload {
  words?: { title: PushWords; body?: PushWords };
}

type Content = Omit<QueuedPush, 'badge'>;

const notificationCodes: Record<string, PushWords['code']> = {
  follow: 'PUSH_FOLLOW',
  like: 'PUSH_LIKE',
  'like:reply': 'PUSH_LIKE_REPLY',
  reply: 'PUSH_REPLY',
  'reply:reply': 'PUSH_REPLY_REPLY',
  repost: 'PUSH_REPOST',
  'repost:reply': 'PUSH_REPOST_REPLY',
  mention: 'PUSH_MENTION',
};

/** The notification's sentence as a code: who, and how many others did the same. */
function notificationWords(notification: NotificationView): PushWords {
  const kind = notification.kind ?? notification.type;
  const key = notification.target === 'reply' ? `${kind}:reply` : kind;
  const actor = notification.actors?.[0]?.username ?? notification.senderId.username;
  return {
    code: notificationCodes[key] ?? 'PUSH_MENTION',
    params: { actor, others: Math.max(0, notification.count - 1) },
  };
}

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
  const words = { title: notificationWords(notification) };
  if (!notification.postId) {
    return {
      title: notification.message,
      body: sender.name,
      url: `/${sender.username}`,
      tag: `follow-${sender._id}`,
      words,
    };
  }
  if (notification.type === 'reply' && notification.replyId) {
    // A reply is a post of its own: the push opens it, under its thread.
    const { text } = await postOf(db, notification.replyId);
    return {
      title: notification.message,
      body: excerpt(text),
      url: `/${sender.username}/post/${notification.replyId}`,
      tag: `${notification.type}-${notification.postId}`,
      words,
    };
  }
  const { text, author } = await postOf(db, notification.postId);
  return {
    title: notification.message,
    body: excerpt(text),
    url: `/${author}/post/${notification.postId}`,
    tag: `${notification.type}-${notification.postId}`,
    words,
  };
}

/** A chat message as its recipients' devices show it, from the stored row. */
export async function messageContent(db: Db, message: MessageRow): Promise<Content> {
  const sender = await usernameOf(db, message.sender_id);
  return {
    title: `${sender} sent you a message`,
    body: message.text ? excerpt(message.text) : 'Sent an image',
    url: `/chat?conversation=${message.conversation_id}`,
    tag: `message-${message.conversation_id}`,
    words: {
      title: { code: 'PUSH_MESSAGE', params: { actor: sender } },
      ...(message.text ? {} : { body: { code: 'PUSH_IMAGE', params: {} } }),
    },
  };
}
