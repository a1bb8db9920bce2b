import type { AppContext } from '../context.js';
import type { UserRow } from '../db/tables/users.js';
import { loadKeepingBuiltins } from './native-builtins.js';

/*
 * Federation's modules that import Fedify are imported on first use by the code outside federation/ (here) and
 * by app.ts and federation's own routes (`fedify-modules.ts`), so a server with federation off never loads
 * Fedify (≈ 15 MB of V8 heap and ≈ 50 MB of RSS with its dependencies; ARCHITECTURE "Memory";
 * `ops/lazy-modules.test.ts` checks a started server's modules). Nothing else may import one statically.
 */

/** `lookup.ts: resolveRemoteAccount`, without loading it when federation is off (it finds no one then). */
export async function resolveRemoteAccount(ctx: AppContext, handle: string): Promise<string | undefined> {
  return ctx.federation
    ? (await loadKeepingBuiltins(() => import('./lookup.js'))).resolveRemoteAccount(ctx, handle)
    : undefined;
}

/** `follows.ts: toggleRemoteFollow`: following (or asking to follow) a person on another server. */
export async function toggleRemoteFollow(ctx: AppContext, followerId: string, target: UserRow): Promise<boolean> {
  return (await loadKeepingBuiltins(() => import('./follows.js'))).toggleRemoteFollow(ctx, followerId, target);
}
