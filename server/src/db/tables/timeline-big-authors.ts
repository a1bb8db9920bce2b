import type { Selectable } from 'kysely';

export interface TimelineBigAuthorsTable {
  author_id: string;
}

export type TimelineBigAuthorRow = Selectable<TimelineBigAuthorsTable>;
