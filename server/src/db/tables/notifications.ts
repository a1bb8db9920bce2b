import type { Selectable } from 'kysely';

export interface NotificationsTable {
  id: string;
  recipient_id: string;
  sender_id: string;
  type: 'follow' | 'like' | 'reply' | 'repost' | 'mention';
  /** The recipient's post the notification is about (link target); null for follows. */
  post_id: string | null;
  /** The reply or repost that caused it, so removing that also removes the notification. */
  subject_id: string | null;
  /** The group it is listed in: the id of the group's first notification (likes and reposts of one post within a day), else its own id. */
  group_key: string;
  is_read: number;
  created_at: number;
}

export type NotificationRow = Selectable<NotificationsTable>;
