import type { Selectable } from 'kysely';

export interface TimelinesTable {
  user_id: string;
  /** The timeline holds every visible post at or above this id; below it, the feed reads from follows. '' = all. */
  horizon: string;
  built_at: number;
}

export type TimelineRow = Selectable<TimelinesTable>;
