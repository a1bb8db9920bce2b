import type { Db } from '../db/schema.js';
import { enqueueJobs } from '../queue/enqueue.js';

/** One activity to one inbox, signed by one of our actors (`signer`: a user id or `instance`). */
export const DELIVER = 'federation.deliver';

export interface Delivery {
  inbox: string;
  /** The activity's compacted JSON-LD, exactly as it is posted. */
  activity: Record<string, unknown>;
  signer: string;
}

/**
 * Queues the activity for each inbox, with the caller's other writes when given their transaction. Each
 * inbox gets its own job, ordered by the inbox: what one server receives from us arrives in the order it
 * was sent (a Delete never overtakes its Create), and one slow server holds up no other.
 */
export async function enqueueDeliveries(db: Db, deliveries: Delivery[]): Promise<void> {
  await enqueueJobs(
    db,
    deliveries.map((delivery) => ({ kind: DELIVER, payload: delivery, orderingKey: `inbox:${delivery.inbox}` })),
  );
}
