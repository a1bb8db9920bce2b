import type { NotificationType, NotificationWithSender } from './queries.js';

export interface NotificationView {
  _id: string;
  type: NotificationType;
  message: string;
  isRead: boolean;
  createdAt: string;
  senderId: { _id: string; username: string; name: string; profilePic: string };
  /** The recipient's post it is about (the web links to /{recipient}/post/{postId}); null for follows. */
  postId: string | null;
}

const verbs: Record<NotificationType, string> = {
  follow: 'started following you',
  like: 'liked your post',
  reply: 'replied to your post',
  repost: 'reposted your post',
};

/** The message is built when read, so a renamed sender shows under the current name. */
export function toNotificationView(row: NotificationWithSender): NotificationView {
  return {
    _id: row.id,
    type: row.type,
    message: `${row.sender_username} ${verbs[row.type]}`,
    isRead: row.is_read === 1,
    createdAt: new Date(row.created_at).toISOString(),
    senderId: { _id: row.sender_id, username: row.sender_username, name: row.sender_name, profilePic: row.sender_pic },
    postId: row.post_id,
  };
}
