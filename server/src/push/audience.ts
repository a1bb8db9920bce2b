import type { Db } from '../db/schema.js';
import { readersSilencing, silencedBetween } from '../visibility/index.js';

/** Push follows the one visibility policy: nothing crosses a block either way, nothing from a muted person. */
export function isPushSilenced(db: Db, recipientId: string, senderId: string): Promise<boolean> {
  return silencedBetween(db, recipientId, senderId);
}

/** The same policy for many recipients of one sender, in one statement: those of them who get nothing. */
export async function pushSilencedAmong(db: Db, recipientIds: string[], senderId: string): Promise<Set<string>> {
  if (recipientIds.length === 0) return new Set();
  return new Set(await readersSilencing(db, recipientIds, [senderId]));
}
