import type { Db } from '../db/schema.js';
import type { MessageRow } from '../db/tables/messages.js';
import type { NotificationView } from '../notifications/views.js';
import { enqueueJobs } from '../queue/enqueue.js';
import { isPushSilenced, pushSilencedAmong } from './audience.js';
import { pushJobRequest } from './jobs.js';
import { messageContent, notificationContent, type QueuedPush } from './payload.js';
import { messageSubscriptionsOf, subscriptionIdsOf, unreadTotal } from './queries.js';
import { kindIsOn, type PushKind, wantsPush } from './service.js';

/** How long a push service keeps an undelivered push for a device that is offline. */
const TTL_SECONDS = 24 * 60 * 60;

const kindOfNotification: Record<NotificationView['type'], PushKind> = {
  like: 'likes',
  reply: 'replies',
  repost: 'reposts',
  follow: 'follows',
  mention: 'mentions',
};

interface PushCause {
  recipientId: string;
  senderId: string;
  kind: PushKind;
  urgency: 'normal' | 'high';
  content: () => Promise<Omit<QueuedPush, 'badge'>>;
}

/**
 * Queues one `push.send` job on the house's queue per subscription of the recipient, unless they have none, switched this kind off,
 * or a block or mute stands between them and the sender. `db` may be a transaction, whose fate the jobs then
 * share. Returns how many jobs were queued.
 */
async function enqueuePush(db: Db, cause: PushCause): Promise<number> {
  const subscriptionIds = await subscriptionIdsOf(db, cause.recipientId);
  if (subscriptionIds.length === 0) return 0;
  if (!(await wantsPush(db, cause.recipientId, cause.kind))) return 0;
  if (await isPushSilenced(db, cause.recipientId, cause.senderId)) return 0;
  const payload: QueuedPush = { ...(await cause.content()), badge: await unreadTotal(db, cause.recipientId) };
  await enqueueJobs(
    db,
    subscriptionIds.map((subscriptionId) =>
      pushJobRequest({
        subscriptionId,
        payload: JSON.stringify(payload),
        ttlSeconds: TTL_SECONDS,
        urgency: cause.urgency,
      }),
    ),
  );
  return subscriptionIds.length;
}

/**
 * A notification's pushes, queued in the transaction that inserts it (`notifications/service.ts`): both
 * commit or neither does, so a crash after the commit cannot lose the push. The caller wakes the queue
 * (`jobs.queued`) after the commit when this returns more than 0.
 */
export function enqueueNotificationPush(trx: Db, recipientId: string, notification: NotificationView): Promise<number> {
  return enqueuePush(trx, {
    recipientId,
    senderId: notification.senderId._id,
    kind: kindOfNotification[notification.type],
    urgency: 'normal',
    content: () => notificationContent(trx, notification),
  });
}

/**
 * A chat message's pushes, queued in the transaction that appends it (`chat/send.ts`): both commit or neither
 * does, so a crash after the commit cannot lose the push. The rules are a notification's: a recipient with
 * no subscription, with message pushes off, or with a mute or a block either way with the sender gets none.
 * Its recipients are asked together (subscriptions with preferences, then silence: one statement each), and
 * every job goes in one insert. The caller wakes the queue (`jobs.queued`) after the commit when this
 * returns more than 0.
 */
export async function enqueueMessagePushes(trx: Db, message: MessageRow, recipientIds: string[]): Promise<number> {
  const others = recipientIds.filter((id) => id !== message.sender_id);
  const subscriptions = (await messageSubscriptionsOf(trx, others)).filter((s) => kindIsOn(s, 'messages'));
  if (subscriptions.length === 0) return 0;
  const silenced = await pushSilencedAmong(trx, [...new Set(subscriptions.map((s) => s.user_id))], message.sender_id);
  const heard = subscriptions.filter((s) => !silenced.has(s.user_id));
  if (heard.length === 0) return 0;
  const content = await messageContent(trx, message);
  const badges = new Map<string, number>();
  for (const { user_id } of heard) {
    if (!badges.has(user_id)) badges.set(user_id, await unreadTotal(trx, user_id));
  }
  await enqueueJobs(
    trx,
    heard.map((subscription) =>
      pushJobRequest({
        subscriptionId: subscription.id,
        payload: JSON.stringify({ ...content, badge: badges.get(subscription.user_id) ?? 0 } satisfies QueuedPush),
        ttlSeconds: TTL_SECONDS,
        urgency: 'high',
      }),
    ),
  );
  return heard.length;
}
