import { enqueueDeliveries } from '../federation/delivery-jobs.js';
import type { TestServer } from './server.js';

export const AS_PUBLIC = 'https://www.w3.org/ns/activitystreams#Public';

/**
 * Sends a hand-written activity from one of `from`'s people to an inbox, signed and delivered by `from`'s own
 * delivery queue, as any activity of ours would be: a test can say what another server might.
 */
export async function sendActivity(
  from: TestServer,
  signerId: string,
  inbox: string,
  activity: Record<string, unknown>,
): Promise<void> {
  const body = { '@context': 'https://www.w3.org/ns/activitystreams', ...activity };
  await enqueueDeliveries(from.app.ctx.db, [{ inbox, activity: body, signer: signerId }]);
  from.app.ctx.events.emit('jobs.queued', {});
}
