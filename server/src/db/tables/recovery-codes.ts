import type { Selectable } from 'kysely';

export interface RecoveryCodesTable {
  user_id: string;
  code_hash: string;
  used_at: number | null;
}

export type RecoveryCodeRow = Selectable<RecoveryCodesTable>;
