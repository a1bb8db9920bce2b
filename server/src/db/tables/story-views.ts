import type { Selectable } from 'kysely';

export interface StoryViewsTable {
  story_id: string;
  viewer_id: string;
  viewed_at: number;
}

export type StoryViewRow = Selectable<StoryViewsTable>;
