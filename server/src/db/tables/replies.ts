import type { Selectable } from 'kysely';

export interface RepliesTable {
  id: string;
  post_id: string;
  user_id: string;
  text: string;
  created_at: number;
}

export type ReplyRow = Selectable<RepliesTable>;
