import type { Db } from '../db/schema.js';
import { silencedBetween } from '../visibility/index.js';

/** Push follows the one visibility policy: nothing crosses a block either way, nothing from a muted person. */
export function isPushSilenced(db: Db, recipientId: string, senderId: string): Promise<boolean> {
  return silencedBetween(db, recipientId, senderId);
}
