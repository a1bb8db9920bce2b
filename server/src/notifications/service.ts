import type { AppContext } from '../context.js';
import { newId } from '../db/ids.js';
import type { Db } from '../db/schema.js';
import { assertTransaction } from '../db/transactions.js';
import { notFound } from '../errors.js';
import { enqueueNotificationPush } from '../push/enqueue.js';
import { silencedBetween } from '../visibility/index.js';
import { notificationMessages } from './messages.js';
import {
  countUnread,
  deleteActionNotifications,
  findNotification,
  groupSummaries,
  insertNotification,
  markAllRead,
  markGroupRead,
  type NotificationType,
  type NotificationWithSender,
  notificationGroupsPage,
  openGroupKey,
} from './queries.js';
import { type NotificationView, toNotificationView } from './views.js';

export const NOTIFICATION_PAGE_SIZE = 50;

/** Likes (or reposts) of one post are listed as one notification while they come within a day of the first. */
export const GROUP_WINDOW_MS = 24 * 60 * 60 * 1000;
const GROUPED: NotificationType[] = ['like', 'repost'];

export interface NotificationCause {
  type: NotificationType;
  recipientId: string;
  senderId: string;
  postId?: string;
  /** The reply or repost that caused it. */
  subjectId?: string;
}

/**
 * Stores a notification for someone acting on the recipient's content (never for acting on one's own, nor
 * from someone the recipient muted or a block stands between).
 * Takes the caller's transaction so the notification commits, or not, with the action that caused it;
 * returns its id, or null when there is nothing to notify.
 */
export async function recordNotification(db: Db, now: number, cause: NotificationCause): Promise<string | null> {
  assertTransaction(db, 'recordNotification');
  if (cause.recipientId === cause.senderId) return null;
  if (await silencedBetween(db, cause.recipientId, cause.senderId)) return null;
  const id = newId();
  const postId = cause.postId;
  const group =
    postId && GROUPED.includes(cause.type)
      ? await openGroupKey(db, { recipientId: cause.recipientId, type: cause.type, postId }, now - GROUP_WINDOW_MS)
      : undefined;
  await insertNotification(db, {
    id,
    recipient_id: cause.recipientId,
    sender_id: cause.senderId,
    type: cause.type,
    post_id: postId ?? null,
    subject_id: cause.subjectId ?? null,
    group_key: group ?? id,
    is_read: 0,
    created_at: now,
  });
  return id;
}

/** Views of groups' newest notifications, with how many people each stands for: one query for the page. */
async function presentGroups(db: Db, recipientId: string, heads: NotificationWithSender[]) {
  const summaries = await groupSummaries(
    db,
    recipientId,
    heads.filter((row) => GROUPED.includes(row.type)).map((row) => row.group_key),
  );
  const byKey = new Map(summaries.map((summary) => [summary.group_key, summary]));
  return heads.map((row) => toNotificationView(row, byKey.get(row.group_key)));
}

/** Actions that can be undone and done again: repeating one within the window does not alert again. */
const ALERT_ONCE: NotificationType[] = ['like', 'follow', 'repost'];

async function firstAlert(ctx: AppContext, cause: NotificationCause): Promise<boolean> {
  if (!ALERT_ONCE.includes(cause.type)) return true;
  const key = [cause.type, cause.senderId, cause.recipientId, cause.postId ?? ''].join(':');
  return ctx.limits.firstInWindow('repeatedNotification', key);
}

/** A recorded notification's alert: its API shape, and whether push jobs were queued for it. */
interface Alert {
  recipientId: string;
  notification: NotificationView;
  pushes: number;
}

/**
 * In the notification's transaction: its API shape and its push jobs, queued there so that they commit with
 * it or not at all. A like/unlike/like (or follow/unfollow/follow, repost/delete/repost) within the window
 * alerts once; the notification is still listed.
 */
async function alertFor(ctx: AppContext, trx: Db, cause: NotificationCause, id: string): Promise<Alert | null> {
  if (!(await firstAlert(ctx, cause))) return null;
  const { recipientId } = cause;
  const row = await findNotification(trx, id, recipientId);
  if (!row) return null;
  const [notification] = await presentGroups(trx, recipientId, [row]);
  if (!notification) return null;
  return { recipientId, notification, pushes: await enqueueNotificationPush(trx, recipientId, notification) };
}

/** Once committed: `notification.created` for the realtime layer, and the queue woken for the pushes. */
function publishAlerts(ctx: AppContext, alerts: (Alert | null)[]): void {
  for (const alert of alerts) {
    if (alert)
      ctx.events.emit('notification.created', { recipientId: alert.recipientId, notification: alert.notification });
  }
  if (alerts.some((alert) => alert && alert.pushes > 0)) ctx.events.emit('jobs.queued', {});
}

/**
 * Runs an action's write and records its notification in one transaction, so a crash or a failure between
 * the two can never keep the one without the other (nor the notification without its push jobs); publishes
 * the notification once that has committed.
 */
export async function writeAndNotify(
  ctx: AppContext,
  write: (trx: Db) => Promise<void>,
  cause: NotificationCause,
): Promise<void> {
  await writeAndNotifyAll(ctx, async (trx) => {
    await write(trx);
    return [cause];
  });
}

/**
 * The same for a write that tells several people (a post's mentions): `write` returns the causes. One action
 * notifies each person once, by its first cause (a reply that also mentions the post's author is a reply).
 */
export async function writeAndNotifyAll(
  ctx: AppContext,
  write: (trx: Db) => Promise<NotificationCause[]>,
): Promise<void> {
  const alerts = await ctx.db.transaction().execute(async (trx) => {
    const causes = await write(trx);
    const done: (Alert | null)[] = [];
    const told = new Set<string>();
    for (const cause of causes) {
      if (told.has(cause.recipientId)) continue;
      told.add(cause.recipientId);
      const id = await recordNotification(trx, ctx.clock(), cause);
      if (id) done.push(await alertFor(ctx, trx, cause, id));
    }
    return done;
  });
  publishAlerts(ctx, alerts);
}

/**
 * A toggled action (like, follow) and its notification in one transaction: `remove` undoes the action if it
 * was on, and then its notification goes too; otherwise `add` does it (false when a concurrent click already
 * had) and its notification is recorded, then published once committed. Returns whether the action is on now.
 */
export async function toggleAndNotify(
  ctx: AppContext,
  toggle: { remove: (trx: Db) => Promise<boolean>; add: (trx: Db) => Promise<boolean> },
  cause: NotificationCause & { type: 'like' | 'follow' },
): Promise<boolean> {
  const outcome = await ctx.db.transaction().execute(async (trx) => {
    if (await toggle.remove(trx)) {
      await deleteActionNotifications(trx, cause);
      return { on: false, alert: null };
    }
    if (!(await toggle.add(trx))) return { on: true, alert: null };
    const id = await recordNotification(trx, ctx.clock(), cause);
    return { on: true, alert: id ? await alertFor(ctx, trx, cause, id) : null };
  });
  publishAlerts(ctx, [outcome.alert]);
  return outcome.on;
}

/**
 * Newest first, grouped when read: likes (and reposts) of one post within a day are one entry, shown as its
 * newest notification ("maya and 3 others liked your post"). The contract's shape is kept, so a client that
 * knows nothing of groups shows each entry as one notification and marks it read with its `_id`.
 */
export async function listNotifications(
  ctx: AppContext,
  userId: string,
  before: string | undefined,
): Promise<NotificationView[]> {
  const heads = await notificationGroupsPage(ctx.db, userId, { before, limit: NOTIFICATION_PAGE_SIZE });
  return presentGroups(ctx.db, userId, heads);
}

export async function unreadCount(ctx: AppContext, userId: string): Promise<number> {
  return countUnread(ctx.db, userId);
}

/** Only the recipient can mark a notification read, and with it its whole group; to anyone else it does not exist. */
export async function markNotificationRead(ctx: AppContext, userId: string, id: string): Promise<NotificationView> {
  const row = await findNotification(ctx.db, id, userId);
  if (!row) throw notFound(notificationMessages.NOTIFICATION_NOT_FOUND);
  await markGroupRead(ctx.db, row.group_key, userId);
  const [view] = await presentGroups(ctx.db, userId, [{ ...row, is_read: 1 }]);
  if (!view) throw notFound(notificationMessages.NOTIFICATION_NOT_FOUND);
  return view;
}

export async function markAllNotificationsRead(ctx: AppContext, userId: string): Promise<void> {
  await markAllRead(ctx.db, userId);
}
