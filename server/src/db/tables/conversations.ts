import type { Generated, Selectable } from 'kysely';

export interface ConversationsTable {
  id: string;
  /** The pair, ordered: user_low < user_high; null for a group. */
  user_low: string | null;
  user_high: string | null;
  created_at: number;
  is_group: Generated<number>;
  /** A group's name; empty for a pair. */
  name: Generated<string>;
}

export type ConversationRow = Selectable<ConversationsTable>;
