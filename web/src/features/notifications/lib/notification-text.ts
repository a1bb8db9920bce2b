import { i18n } from '@lingui/core';
import type { Notification } from '../types';

/** What a notification says: its kind, and for likes, replies and reposts whether on a post or a reply. */
type NotificationCode =
  | 'follow'
  | 'like'
  | 'like_reply'
  | 'reply'
  | 'reply_reply'
  | 'repost'
  | 'repost_reply'
  | 'mention';

/** What the server sends beside its English `message` (issue 32) for each client to word. */
interface Coded {
  kind?: string;
  target?: 'post' | 'reply' | null;
  actors?: { username: string }[];
}

const english: Record<NotificationCode, string> = {
  follow: 'started following you',
  like: 'liked your post',
  like_reply: 'liked your reply',
  reply: 'replied to your post',
  reply_reply: 'replied to your reply',
  repost: 'reposted your post',
  repost_reply: 'reposted your reply',
  mention: 'mentioned you',
};

function isCode(code: string | undefined): code is NotificationCode {
  return code !== undefined && code in english;
}

/**
 * The code of a notification: from the server's `kind` and `target`, or, from a server that sends only the
 * English sentence, the one whose English sentence it is ("maya and 2 others liked your reply" → like_reply).
 */
function codeOf(notification: Notification & Coded, actor: string, others: number): NotificationCode | undefined {
  if (notification.kind) {
    const code = notification.target === 'reply' ? `${notification.kind}_reply` : notification.kind;
    if (isCode(code)) return code;
  }
  const people = others < 1 ? actor : `${actor} and ${others} ${others === 1 ? 'other' : 'others'}`;
  return [notification.type, `${notification.type}_reply`]
    .filter(isCode)
    .find((code) => `${people} ${english[code]}` === notification.message);
}

/** One sentence per code, plural by the reader's language ("maya and 3 others liked your post"). */
function render(code: NotificationCode, actor: string, others: number): string {
  const values = { actor, others };
  switch (code) {
    case 'follow':
      return i18n._(
        '{others, plural, =0 {{actor} started following you} one {{actor} and # other started following you} other {{actor} and # others started following you}}',
        values,
      );
    case 'like':
      return i18n._(
        '{others, plural, =0 {{actor} liked your post} one {{actor} and # other liked your post} other {{actor} and # others liked your post}}',
        values,
      );
    case 'like_reply':
      return i18n._(
        '{others, plural, =0 {{actor} liked your reply} one {{actor} and # other liked your reply} other {{actor} and # others liked your reply}}',
        values,
      );
    case 'reply':
      return i18n._(
        '{others, plural, =0 {{actor} replied to your post} one {{actor} and # other replied to your post} other {{actor} and # others replied to your post}}',
        values,
      );
    case 'reply_reply':
      return i18n._(
        '{others, plural, =0 {{actor} replied to your reply} one {{actor} and # other replied to your reply} other {{actor} and # others replied to your reply}}',
        values,
      );
    case 'repost':
      return i18n._(
        '{others, plural, =0 {{actor} reposted your post} one {{actor} and # other reposted your post} other {{actor} and # others reposted your post}}',
        values,
      );
    case 'repost_reply':
      return i18n._(
        '{others, plural, =0 {{actor} reposted your reply} one {{actor} and # other reposted your reply} other {{actor} and # others reposted your reply}}',
        values,
      );
    case 'mention':
      return i18n._(
        '{others, plural, =0 {{actor} mentioned you} one {{actor} and # other mentioned you} other {{actor} and # others mentioned you}}',
        values,
      );
  }
}

/** The notification's sentence in the reader's language; the server's own words for anything unknown. */
export function notificationText(notification: Notification & Coded): string {
  const actor = notification.actors?.[0]?.username ?? notification.senderId.username;
  const others = Math.max(0, notification.count - 1);
  const code = codeOf(notification, actor, others);
  return code ? render(code, actor, others) : notification.message;
}
