import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.js';
import type { Db } from '../db/schema.js';
import type { NotificationView } from '../notifications/views.js';
import { enqueueJobs } from '../queue/enqueue.js';
import { isPushSilenced } from './audience.js';
import { pushJobRequest } from './jobs.js';
import { messageContent, notificationContent, type QueuedPush } from './payload.js';
import { subscriptionIdsOf, unreadTotal } from './queries.js';
import { type PushKind, wantsPush } from './service.js';

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
 * Turns committed chat messages into push jobs, and wakes the queue when it queued some so this process sends
 * them at once instead of at its next poll.
 */
export function queuePushesOnEvents(ctx: AppContext, log: FastifyBaseLogger): void {
  // Causes are read inside the promise so a malformed event is logged, never thrown into the emitter.
  const run = (cause: () => PushCause) => {
    Promise.resolve()
      .then(() => enqueuePush(ctx.db, cause()))
      .then((count) => {
        if (count > 0) ctx.events.emit('jobs.queued', {});
      })
      .catch((error) => log.error({ err: error }, 'queueing a push failed'));
  };
  // A group's system messages (someone joined, left, renamed it) are not worth a push.
  ctx.events.on('message.created', ({ message, memberIds }) => {
    if (message.system) return;
    for (const recipientId of memberIds) {
      if (recipientId === message.sender) continue;
      run(() => ({
        recipientId,
        senderId: message.sender,
        kind: 'messages',
        urgency: 'high',
        content: () => messageContent(ctx.db, message),
      }));
    }
  });
}
