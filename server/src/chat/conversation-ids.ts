import type { Db } from '../db/schema.js';

/** Enough pairs for the active conversations of a busy process (about 300 bytes each: 6 MB); the oldest go first. */
const MAX_PAIRS = 20_000;

/**
 * Which conversation two people share, remembered per database once known. A pair's conversation
 * never changes id, and it only goes when one of the two accounts is deleted (its rows cascade), after
 * which no message between them passes the recipient check: so an entry is never wrong when used.
 */
const byDatabase = new WeakMap<Db, Map<string, string>>();

const pairKey = (a: string, b: string) => (a < b ? `${a}:${b}` : `${b}:${a}`);

export function cachedConversationId(db: Db, a: string, b: string): string | undefined {
  return byDatabase.get(db)?.get(pairKey(a, b));
}

export function rememberConversationId(db: Db, a: string, b: string, conversationId: string): void {
  let pairs = byDatabase.get(db);
  if (!pairs) {
    pairs = new Map();
    byDatabase.set(db, pairs);
  }
  if (pairs.size >= MAX_PAIRS) pairs.delete(pairs.keys().next().value as string);
  pairs.set(pairKey(a, b), conversationId);
}
