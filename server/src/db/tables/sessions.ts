import type { Selectable } from 'kysely';

export interface SessionsTable {
  token_hash: string;
  /** The public handle of a session (the sessions list); never the token. */
  id: string;
  user_id: string;
  user_agent: string;
  created_at: number;
  expires_at: number;
  last_seen_at: number;
}

export type SessionRow = Selectable<SessionsTable>;
