import type { Insertable } from 'kysely';
import type { Db, NotificationsTable } from '../db/schema.js';
import { isActiveUser, notBlockedWith, notMutedBy } from '../visibility/index.js';

export type NotificationType = NotificationsTable['type'];

export async function insertNotification(db: Db, row: Insertable<NotificationsTable>): Promise<void> {
  await db.insertInto('notifications').values(row).execute();
}

/** Removes what one action caused (a like, a follow) once that action is undone. */
export async function deleteActionNotifications(
  db: Db,
  action: { type: NotificationType; senderId: string; recipientId: string; postId?: string },
): Promise<void> {
  let query = db
    .deleteFrom('notifications')
    .where('sender_id', '=', action.senderId)
    .where('recipient_id', '=', action.recipientId)
    .where('type', '=', action.type);
  if (action.postId) query = query.where('post_id', '=', action.postId);
  await query.execute();
}

export async function deleteNotificationsBySubject(db: Db, subjectIds: readonly string[]): Promise<void> {
  if (subjectIds.length === 0) return;
  await db.deleteFrom('notifications').where('subject_id', 'in', subjectIds).execute();
}

/** Only notifications whose sender the recipient may hear from: active, no block either way, not muted. */
function withSender(db: Db, recipientId: string) {
  return db
    .selectFrom('notifications')
    .innerJoin('users as sender', 'sender.id', 'notifications.sender_id')
    .selectAll('notifications')
    .select(['sender.username as sender_username', 'sender.name as sender_name', 'sender.profile_pic as sender_pic'])
    .where('notifications.recipient_id', '=', recipientId)
    .where(isActiveUser('sender'))
    .where(notBlockedWith(recipientId, 'notifications.sender_id'))
    .where(notMutedBy(recipientId, 'notifications.sender_id'));
}

export type NotificationWithSender = NonNullable<Awaited<ReturnType<typeof findNotification>>>;

export async function findNotification(db: Db, id: string, recipientId: string) {
  return withSender(db, recipientId).where('notifications.id', '=', id).executeTakeFirst();
}

/** A page of one user's notifications, newest first, by the (recipient_id, id) index. */
export async function notificationsPage(db: Db, recipientId: string, options: { before?: string; limit: number }) {
  let query = withSender(db, recipientId);
  if (options.before) query = query.where('notifications.id', '<', options.before);
  return query.orderBy('notifications.id', 'desc').limit(options.limit).execute();
}

export async function countUnread(db: Db, recipientId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .innerJoin('users as sender', 'sender.id', 'notifications.sender_id')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('notifications.recipient_id', '=', recipientId)
    .where('notifications.is_read', '=', 0)
    .where(isActiveUser('sender'))
    .where(notBlockedWith(recipientId, 'notifications.sender_id'))
    .where(notMutedBy(recipientId, 'notifications.sender_id'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function markRead(db: Db, id: string, recipientId: string): Promise<boolean> {
  const result = await db
    .updateTable('notifications')
    .set({ is_read: 1 })
    .where('id', '=', id)
    .where('recipient_id', '=', recipientId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function markAllRead(db: Db, recipientId: string): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ is_read: 1 })
    .where('recipient_id', '=', recipientId)
    .where('is_read', '=', 0)
    .execute();
}
