import type { Db } from './schema.js';

/**
 * For write helpers whose statements only make sense with the caller's other writes (a post and its fan-out
 * job, a message and its conversation's last message, an action and its notification): run outside a
 * transaction they would commit half a change, so they refuse to run at all (as atproto's assertTransaction).
 */
export function assertTransaction(db: Db, helper: string): void {
  if (!db.isTransaction) throw new Error(`${helper} must run inside the caller's transaction`);
}
