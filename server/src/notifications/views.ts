import type { Static } from 'typebox';
import type { GroupSummary, NotificationType, NotificationWithSender } from './queries.js';
import type { NotificationSchema } from './schemas.js';

export type NotificationView = Static<typeof NotificationSchema>;

const verbs: Record<NotificationType, string> = {
  follow: 'started following you',
  like: 'liked your post',
  reply: 'replied to your post',
  repost: 'reposted your post',
  mention: 'mentioned you',
};

/** The same actions on the recipient's reply: "maya replied to your reply". */
const verbsOnReply: Partial<Record<NotificationType, string>> = {
  like: 'liked your reply',
  reply: 'replied to your reply',
  repost: 'reposted your reply',
};

/** "maya liked your post", "maya and 1 other liked your post", "maya and 3 others liked your post". */
function messageFor(username: string, type: NotificationType, people: number, onReply: boolean): string {
  const verb = (onReply ? verbsOnReply[type] : undefined) ?? verbs[type];
  const others = people - 1;
  if (others < 1) return `${username} ${verb}`;
  return `${username} and ${others} ${others === 1 ? 'other' : 'others'} ${verb}`;
}

/**
 * A group as its newest notification, with the group's head count and read state (read once all of it is).
 * The message is built when read, so a renamed sender shows under the current name.
 */
export function toNotificationView(row: NotificationWithSender, group?: GroupSummary): NotificationView {
  const people = Math.max(1, Number(group?.people ?? 1));
  const onReply = row.about_reply_to !== null;
  return {
    _id: row.id,
    type: row.type,
    message: messageFor(row.sender_username, row.type, people, onReply),
    kind: row.type,
    target: row.type === 'follow' ? null : onReply && verbsOnReply[row.type] ? 'reply' : 'post',
    actors: [{ username: row.sender_username }],
    isRead: group ? Number(group.all_read) === 1 : row.is_read === 1,
    createdAt: new Date(row.created_at).toISOString(),
    senderId: { _id: row.sender_id, username: row.sender_username, name: row.sender_name, profilePic: row.sender_pic },
    postId: row.post_id,
    replyId: row.type === 'reply' || (row.type === 'mention' && row.subject_id !== row.post_id) ? row.subject_id : null,
    count: people,
    groupKey: row.group_key,
  };
}
