import type { Selectable } from 'kysely';

export interface FollowsTable {
  follower_id: string;
  followee_id: string;
  created_at: number;
}

export type FollowRow = Selectable<FollowsTable>;
