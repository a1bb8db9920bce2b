import type { Generated, Selectable } from 'kysely';

/** A server we heard from or delivered to (federation/instances.ts). */
export interface InstancesTable {
  host: string;
  last_contact_at: number | null;
  last_delivery_at: number | null;
  /** Since when deliveries to it fail (null while they succeed): 7 days of it pauses the server. */
  failing_since: number | null;
  failures: Generated<number>;
  /** Its name from its NodeInfo (federation/server-names.ts), cleaned; null when unknown. */
  name: Generated<string | null>;
  /** When its NodeInfo was asked for its name (once). */
  name_read_at: Generated<number | null>;
}

export type InstanceRow = Selectable<InstancesTable>;
