import type { Selectable } from 'kysely';

/** One row per person who changed a setting; without a row every kind is on. Flags are 0/1. */
export interface PushPreferencesTable {
  user_id: string;
  likes: number;
  replies: number;
  reposts: number;
  follows: number;
  mentions: number;
  messages: number;
  updated_at: number;
}

export type PushPreferenceRow = Selectable<PushPreferencesTable>;
