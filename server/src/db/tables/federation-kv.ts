import type { Selectable } from 'kysely';

/** Fedify's key–value store (federation/kv-store.ts): `key` is the JSON of the key's parts. */
export interface FederationKvTable {
  key: string;
  value: string;
  expires_at: number | null;
}

export type FederationKvRow = Selectable<FederationKvTable>;
