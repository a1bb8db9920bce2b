import type { Selectable } from 'kysely';

export interface StoriesTable {
  id: string;
  user_id: string;
  media_type: 'image' | 'video';
  media_url: string;
  /** Videos only: the poster frame's URL. */
  poster_url: string | null;
  created_at: number;
  expires_at: number;
}

export type StoryRow = Selectable<StoriesTable>;
