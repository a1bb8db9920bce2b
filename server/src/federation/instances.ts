import type { Db } from '../db/schema.js';

/** A server failing every delivery for this long is paused: nothing more is sent until it reaches us again. */
export const PAUSE_AFTER_MS = 7 * 24 * 60 * 60_000;

async function touch(db: Db, host: string, changes: Record<string, number | null>): Promise<void> {
  await db
    .insertInto('instances')
    .values({ host, last_contact_at: null, last_delivery_at: null, failing_since: null, failures: 0, ...changes })
    .onConflict((oc) => oc.column('host').doUpdateSet(changes))
    .execute();
}

/** It reached us (a verified activity): it is up, so a paused server is resumed. */
export async function heardFrom(db: Db, host: string, now: number): Promise<void> {
  await touch(db, host, { last_contact_at: now, failing_since: null, failures: 0 });
}

export async function deliveredTo(db: Db, host: string, now: number): Promise<void> {
  await touch(db, host, { last_delivery_at: now, failing_since: null, failures: 0 });
}

/** A delivery failed for a reason that may pass (a 5xx, a 429, no answer). */
export async function failedToDeliver(db: Db, host: string, now: number): Promise<void> {
  await db
    .insertInto('instances')
    .values({ host, last_contact_at: null, last_delivery_at: null, failing_since: now, failures: 1 })
    .onConflict((oc) =>
      oc.column('host').doUpdateSet((eb) => ({
        failures: eb('instances.failures', '+', 1),
        failing_since: eb.fn.coalesce('instances.failing_since', eb.val(now)),
      })),
    )
    .execute();
}

/** The circuit breaker: true while the server has failed every delivery for 7 days and not reached us since. */
export async function isPaused(db: Db, host: string, now: number): Promise<boolean> {
  const row = await db.selectFrom('instances').select('failing_since').where('host', '=', host).executeTakeFirst();
  return row?.failing_since != null && now - row.failing_since >= PAUSE_AFTER_MS;
}
