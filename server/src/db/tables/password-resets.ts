import type { Selectable } from 'kysely';

export interface PasswordResetsTable {
  user_id: string;
  token_hash: string;
  created_at: number;
  expires_at: number;
}

export type PasswordResetRow = Selectable<PasswordResetsTable>;
