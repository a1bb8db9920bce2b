import type { Selectable } from 'kysely';

export interface ConversationMembersTable {
  conversation_id: string;
  user_id: string;
  /** The other person of a pair; null in a group. */
  other_user_id: string | null;
  /** Null until the first message lands; ULIDs sort by time, so this orders conversations by activity. */
  last_message_id: string | null;
  /** The newest message the member has seen: later messages from others are unread. */
  last_seen_message_id: string | null;
}

export type ConversationMemberRow = Selectable<ConversationMembersTable>;
