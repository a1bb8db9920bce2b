import type { Generated, Selectable } from 'kysely';

/** 'text', or a group's system message (its `text` is the group's name for 'created' and 'renamed'). */
export type MessageKind = 'text' | 'created' | 'added' | 'left' | 'renamed';

export interface MessagesTable {
  id: string;
  conversation_id: string;
  sender_id: string;
  text: string;
  img: string;
  seen: number;
  created_at: number;
  kind: Generated<MessageKind>;
  /** Who a system message is about (the person added). */
  subject_id: string | null;
  /** A deleted message stays in place with no text and no image. */
  deleted: Generated<number>;
}

export type MessageRow = Selectable<MessagesTable>;
