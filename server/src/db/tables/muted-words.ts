import type { Selectable } from 'kysely';

export interface MutedWordsTable {
  user_id: string;
  /** Lower-cased; `position` keeps the owner's order. */
  word: string;
  position: number;
}

export type MutedWordRow = Selectable<MutedWordsTable>;
