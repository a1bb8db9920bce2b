import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context.js';
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
 * or a block or mute stands between them and the sender. Returns how many jobs were queued.
 */
export async function enqueuePush(ctx: AppContext, cause: PushCause): Promise<number> {
  const subscriptionIds = await subscriptionIdsOf(ctx.db, cause.recipientId);
  if (subscriptionIds.length === 0) return 0;
  if (!(await wantsPush(ctx, cause.recipientId, cause.kind))) return 0;
  if (await isPushSilenced(ctx, cause.recipientId, cause.senderId)) return 0;
  const payload: QueuedPush = { ...(await cause.content()), badge: await unreadTotal(ctx.db, cause.recipientId) };
  await enqueueJobs(
    ctx.db,
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
 * Turns committed notifications and messages into push jobs, and wakes the queue when it queued some so this
 * process sends them at once instead of at its next poll.
 */
export function queuePushesOnEvents(ctx: AppContext, log: FastifyBaseLogger): void {
  // Causes are read inside the promise so a malformed event is logged, never thrown into the emitter.
  const run = (cause: () => PushCause) => {
    Promise.resolve()
      .then(() => enqueuePush(ctx, cause()))
      .then((count) => {
        if (count > 0) ctx.events.emit('jobs.queued', {});
      })
      .catch((error) => log.error({ err: error }, 'queueing a push failed'));
  };
  ctx.events.on('notification.created', ({ recipientId, notification }) => {
    run(() => {
      const view = notification as NotificationView;
      return {
        recipientId,
        senderId: view.senderId._id,
        kind: kindOfNotification[view.type],
        urgency: 'normal',
        content: () => notificationContent(ctx.db, view),
      };
    });
  });
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
