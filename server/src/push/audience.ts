import type { AppContext } from '../context.js';
import { silencedBetween } from '../visibility/index.js';

/** Push follows the one visibility policy: nothing crosses a block either way, nothing from a muted person. */
export function isPushSilenced(ctx: AppContext, recipientId: string, senderId: string): Promise<boolean> {
  return silencedBetween(ctx.db, recipientId, senderId);
}
