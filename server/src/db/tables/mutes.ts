import type { Selectable } from 'kysely';

export interface MutesTable {
  muter_id: string;
  muted_id: string;
  created_at: number;
}

export type MuteRow = Selectable<MutesTable>;
