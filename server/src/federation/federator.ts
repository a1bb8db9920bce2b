import type { Federation, KvStore } from '@fedify/fedify';
import type { ActorKeys } from './keys.js';

/**
 * What the rest of the app reaches federation through (`ctx.federation`; undefined when it is off).
 * Generic over Fedify's context data (the app's context), so context.ts can name it without a cycle.
 */
export interface Federator<TContextData> {
  fedify: Federation<TContextData>;
  keys: ActorKeys;
  kv: KvStore;
  publicUrl: string;
  userAgent: string;
}
