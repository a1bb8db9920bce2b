import { type Insertable, type SqlBool, sql } from 'kysely';
import { newestFirst } from '../db/pagination.js';
import type { Db } from '../db/schema.js';
import type { NotificationsTable } from '../db/tables/notifications.js';
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

/**
 * The group a new like or repost joins: the latest group of the same kind on the same post, if it began at
 * or after `since`. Undone likes leave no row, so a group begins at its oldest remaining notification.
 */
export async function openGroupKey(
  db: Db,
  cause: { recipientId: string; type: NotificationType; postId: string },
  since: number,
): Promise<string | undefined> {
  const latest = await db
    .selectFrom('notifications')
    .select('group_key')
    .where('recipient_id', '=', cause.recipientId)
    .where('post_id', '=', cause.postId)
    .where('type', '=', cause.type)
    .where('created_at', '>=', since)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!latest) return undefined;
  const group = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.min<number | string>('created_at').as('began'))
    .where('recipient_id', '=', cause.recipientId)
    .where('group_key', '=', latest.group_key)
    .executeTakeFirst();
  return Number(group?.began) >= since ? latest.group_key : undefined;
}

/** The recipient may hear from this notification's sender: active, no block either way, not muted. */
function heardFrom(recipientId: string, notificationsAlias: string, senderAlias: string) {
  return sql<SqlBool>`(${isActiveUser(senderAlias)}
    and ${notBlockedWith(recipientId, `${notificationsAlias}.sender_id`)}
    and ${notMutedBy(recipientId, `${notificationsAlias}.sender_id`)})`;
}

/** Only notifications whose sender the recipient may hear from; with whether the post they are about is a reply. */
function withSender(db: Db, recipientId: string) {
  return db
    .selectFrom('notifications')
    .innerJoin('users as sender', 'sender.id', 'notifications.sender_id')
    .leftJoin('posts as about', 'about.id', 'notifications.post_id')
    .selectAll('notifications')
    .select(['sender.username as sender_username', 'sender.name as sender_name', 'sender.profile_pic as sender_pic'])
    .select('about.reply_to as about_reply_to')
    .where('notifications.recipient_id', '=', recipientId)
    .where(heardFrom(recipientId, 'notifications', 'sender'));
}

export type NotificationWithSender = NonNullable<Awaited<ReturnType<typeof findNotification>>>;

export async function findNotification(db: Db, id: string, recipientId: string) {
  return withSender(db, recipientId).where('notifications.id', '=', id).executeTakeFirst();
}

/**
 * A page of one user's notification groups, newest first: each group's newest notification the recipient may
 * hear from (a later one from a muted or blocked sender does not hide it). A group is listed once, at its
 * newest, so `before` (the last head shown) pages through groups with none twice.
 */
export async function notificationGroupsPage(db: Db, recipientId: string, options: { before?: string; limit: number }) {
  const query = withSender(db, recipientId).where(({ not, exists, selectFrom }) =>
    not(
      exists(
        selectFrom('notifications as later')
          .innerJoin('users as later_sender', 'later_sender.id', 'later.sender_id')
          .select(sql`1`.as('one'))
          .where('later.recipient_id', '=', recipientId)
          .whereRef('later.group_key', '=', 'notifications.group_key')
          .whereRef('later.id', '>', 'notifications.id')
          .where(heardFrom(recipientId, 'later', 'later_sender')),
      ),
    ),
  );
  return query.$call(newestFirst('notifications.id', options)).execute();
}

/** For each of these groups: how many people the recipient may hear from are in it, and whether any of it is unread. */
export async function groupSummaries(db: Db, recipientId: string, groupKeys: readonly string[]) {
  if (groupKeys.length === 0) return [];
  return db
    .selectFrom('notifications')
    .innerJoin('users as sender', 'sender.id', 'notifications.sender_id')
    .select((eb) => [
      'notifications.group_key',
      eb.fn.count<number | string>('notifications.sender_id').distinct().as('people'),
      eb.fn.min<number>('notifications.is_read').as('all_read'),
    ])
    .where('notifications.recipient_id', '=', recipientId)
    .where('notifications.group_key', 'in', groupKeys)
    .where(heardFrom(recipientId, 'notifications', 'sender'))
    .groupBy('notifications.group_key')
    .execute();
}

export type GroupSummary = Awaited<ReturnType<typeof groupSummaries>>[number];

/** Unread groups: the badge counts what the list shows as New. */
export async function countUnread(db: Db, recipientId: string): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .innerJoin('users as sender', 'sender.id', 'notifications.sender_id')
    .select((eb) => eb.fn.count<number | string>('notifications.group_key').distinct().as('count'))
    .where('notifications.recipient_id', '=', recipientId)
    .where('notifications.is_read', '=', 0)
    .where(heardFrom(recipientId, 'notifications', 'sender'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Marks read what the recipient was notified of before `time`. */
export async function markReadBefore(db: Db, recipientId: string, time: number): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ is_read: 1 })
    .where('recipient_id', '=', recipientId)
    .where('created_at', '<', time)
    .execute();
}

/** Reading a group reads every notification in it. */
export async function markGroupRead(db: Db, groupKey: string, recipientId: string): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ is_read: 1 })
    .where('recipient_id', '=', recipientId)
    .where('group_key', '=', groupKey)
    .where('is_read', '=', 0)
    .execute();
}

export async function markAllRead(db: Db, recipientId: string): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ is_read: 1 })
    .where('recipient_id', '=', recipientId)
    .where('is_read', '=', 0)
    .execute();
}
