import type { Db } from '../db/schema.js';

/** Everything one person's archive holds, read with one query per kind (all of it is theirs). */
export async function exportRows(db: Db, userId: string) {
  const [posts, replies, likes, following, followers, stories, conversations, notifications] = await Promise.all([
    db.selectFrom('posts').selectAll().where('author_id', '=', userId).orderBy('id').execute(),
    db.selectFrom('replies').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    db.selectFrom('likes').selectAll().where('user_id', '=', userId).orderBy('created_at').execute(),
    db
      .selectFrom('follows')
      .innerJoin('users', 'users.id', 'follows.followee_id')
      .select(['users.id', 'users.username', 'follows.created_at'])
      .where('follows.follower_id', '=', userId)
      .orderBy('follows.created_at')
      .execute(),
    db
      .selectFrom('follows')
      .innerJoin('users', 'users.id', 'follows.follower_id')
      .select(['users.id', 'users.username', 'follows.created_at'])
      .where('follows.followee_id', '=', userId)
      .orderBy('follows.created_at')
      .execute(),
    db.selectFrom('stories').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    db
      .selectFrom('conversation_members as m')
      .leftJoin('users as other', 'other.id', 'm.other_user_id')
      .select(['m.conversation_id', 'other.id as other_id', 'other.username', 'other.deleted_at'])
      .where('m.user_id', '=', userId)
      .orderBy('m.conversation_id')
      .execute(),
    db
      .selectFrom('notifications')
      .innerJoin('users as sender', 'sender.id', 'notifications.sender_id')
      .select([
        'notifications.id',
        'notifications.type',
        'notifications.post_id',
        'notifications.is_read',
        'notifications.created_at',
        'sender.id as sender_id',
        'sender.username as sender_username',
      ])
      .where('notifications.recipient_id', '=', userId)
      .orderBy('notifications.id')
      .execute(),
  ]);
  const conversationIds = conversations.map((c) => c.conversation_id);
  const messages =
    conversationIds.length === 0
      ? []
      : await db
          .selectFrom('messages')
          .selectAll()
          .where('conversation_id', 'in', conversationIds)
          .orderBy('id')
          .execute();
  return { posts, replies, likes, following, followers, stories, conversations, messages, notifications };
}
