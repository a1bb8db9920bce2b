import type { Selectable } from 'kysely';

/** One of our people or posts that was deleted: its ActivityPub id answers 410 with a Tombstone (migration 0039). */
export interface LocalTombstonesTable {
  id: string;
  kind: 'user' | 'post';
  deleted_at: number;
}

export type LocalTombstoneRow = Selectable<LocalTombstonesTable>;
