import type { Selectable } from 'kysely';

/** One post in one person's home timeline. */
export interface TimelineEntriesTable {
  user_id: string;
  post_id: string;
  author_id: string;
}

export type TimelineEntryRow = Selectable<TimelineEntriesTable>;
