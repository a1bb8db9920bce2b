import type { Db } from '../db/schema.js';
import type { JobRequest } from '../queue/enqueue.js';

/** The house queue's job kind for one push to one subscription. */
export const PUSH_SEND = 'push.send';

/** A `push.send` job's payload; the job's subject is the subscription's id, so deleting it drops its pushes. */
export interface PushJob {
  subscriptionId: string;
  /** The JSON the browser receives, encrypted at send time. */
  payload: string;
  ttlSeconds: number;
  urgency: 'normal' | 'high';
}

export function pushJobRequest(job: PushJob): JobRequest {
  return { kind: PUSH_SEND, payload: job, subject: job.subscriptionId };
}

/** The queued pushes to these subscriptions go (the subscriptions are being deleted). */
export async function dropPushesTo(db: Db, subscriptionIds: string[]): Promise<void> {
  if (subscriptionIds.length === 0) return;
  await db.deleteFrom('jobs').where('kind', '=', PUSH_SEND).where('subject', 'in', subscriptionIds).execute();
}

/** The queued pushes to every device of the person (their account is being deleted). */
export async function dropPushesOf(db: Db, userId: string): Promise<void> {
  await db
    .deleteFrom('jobs')
    .where('kind', '=', PUSH_SEND)
    .where('subject', 'in', db.selectFrom('push_subscriptions').select('id').where('user_id', '=', userId))
    .execute();
}
