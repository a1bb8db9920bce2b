import type { Selectable } from 'kysely';

export interface LikesTable {
  post_id: string;
  user_id: string;
  created_at: number;
}

export type LikeRow = Selectable<LikesTable>;
