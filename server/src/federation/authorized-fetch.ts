import type { RequestContext } from '@fedify/fedify';
import type { AppContext } from '../context.js';
import { INSTANCE_ACTOR } from './urls.js';

/**
 * AUTHORIZED_FETCH=on: our actors, notes, outboxes and follow collections answer only GETs signed by another
 * server's key (verified by Fedify; blocked servers were refused before, `peer-gate.ts`), else 401. The
 * instance actor stays readable unsigned: servers verifying our signed fetches read its key with an unsigned GET.
 */
export async function signedFetchOnly(ctx: RequestContext<AppContext>, identifier?: string): Promise<boolean> {
  if (!ctx.data.config.federation.authorizedFetch || identifier === INSTANCE_ACTOR) return true;
  return (await ctx.getSignedKey()) !== null;
}
