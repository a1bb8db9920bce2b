import type { Selectable } from 'kysely';

export interface BlocksTable {
  blocker_id: string;
  blocked_id: string;
  created_at: number;
}

export type BlockRow = Selectable<BlocksTable>;
