/*
 * Federation's modules that import Fedify, for app.ts and federation's routes: imported on first use, so a
 * server with federation off never loads Fedify (see `on-demand.ts`).
 */
import { loadKeepingBuiltins } from './native-builtins.js';

/** Fedify set up for this server (`federation.ts`), when federation is on. */
export const federatorModule = () => loadKeepingBuiltins(() => import('./federation.js'));
/** Fedify's routes, content negotiation and the federation jobs (`plugin.ts`), when federation is on. */
export const federationPlugin = () => loadKeepingBuiltins(() => import('./plugin.js'));
/** Aliases and moves to another server (`account-move.ts`). */
export const accountMoves = () => loadKeepingBuiltins(() => import('./account-move.js'));
/** A remote post or person by URL (`resolve.ts`). */
export const remoteUrls = () => loadKeepingBuiltins(() => import('./resolve.js'));
