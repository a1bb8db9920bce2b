import type { GroupSummary, NotificationType, NotificationWithSender } from './queries.js';

export interface NotificationView {
  _id: string;
  type: NotificationType;
  message: string;
  isRead: boolean;
  createdAt: string;
  senderId: { _id: string; username: string; name: string; profilePic: string };
  /** The post it is about: the recipient's (likes, replies, reposts) or, for a mention, the post or reply's post that mentions them; null for follows. */
  postId: string | null;
  /** For a reply, or a mention in a reply: the reply, so the post page can show it. */
  replyId: string | null;
  /** How many people it stands for: likes or reposts of one post within a day are one notification. */
  count: number;
  /** The same for every notification of a group: a live one replaces the group's earlier one in a list. */
  groupKey: string;
}

const verbs: Record<NotificationType, string> = {
  follow: 'started following you',
  like: 'liked your post',
  reply: 'replied to your post',
  repost: 'reposted your post',
  mention: 'mentioned you',
};

/** "maya liked your post", "maya and 1 other liked your post", "maya and 3 others liked your post". */
function messageFor(username: string, type: NotificationType, people: number): string {
  const others = people - 1;
  if (others < 1) return `${username} ${verbs[type]}`;
  return `${username} and ${others} ${others === 1 ? 'other' : 'others'} ${verbs[type]}`;
}

/**
 * A group as its newest notification, with the group's head count and read state (read once all of it is).
 * The message is built when read, so a renamed sender shows under the current name.
 */
export function toNotificationView(row: NotificationWithSender, group?: GroupSummary): NotificationView {
  const people = Math.max(1, Number(group?.people ?? 1));
  return {
    _id: row.id,
    type: row.type,
    message: messageFor(row.sender_username, row.type, people),
    isRead: group ? Number(group.all_read) === 1 : row.is_read === 1,
    createdAt: new Date(row.created_at).toISOString(),
    senderId: { _id: row.sender_id, username: row.sender_username, name: row.sender_name, profilePic: row.sender_pic },
    postId: row.post_id,
    replyId: row.type === 'reply' || (row.type === 'mention' && row.subject_id !== row.post_id) ? row.subject_id : null,
    count: people,
    groupKey: row.group_key,
  };
}
