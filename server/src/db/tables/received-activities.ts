import type { Selectable } from 'kysely';

/** An activity our inbox accepted (signature verified), kept a week (federation/received.ts). */
export interface ReceivedActivitiesTable {
  /** A ULID: the order they arrived in. */
  id: string;
  activity_uri: string;
  type: string;
  actor_uri: string;
  object_uri: string | null;
  received_at: number;
}

export type ReceivedActivityRow = Selectable<ReceivedActivitiesTable>;
