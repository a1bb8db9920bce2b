import type { MessagesTable } from '../db/schema.js';

export interface MessageView {
  _id: string;
  conversationId: string;
  sender: string;
  text: string;
  img: string;
  seen: boolean;
  createdAt: string;
}

export interface ConversationView {
  _id: string;
  participants: { _id: string; username: string; profilePic: string }[];
  lastMessage: { _id: string; text: string; img: string; sender: string; date: string; seen: boolean };
  unreadCount: number;
}

export function toMessageView(row: MessagesTable): MessageView {
  return {
    _id: row.id,
    conversationId: row.conversation_id,
    sender: row.sender_id,
    text: row.text,
    img: row.img,
    seen: row.seen === 1,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export interface ConversationRow {
  conversation_id: string;
  other_id: string;
  other_username: string;
  other_profile_pic: string;
  /** Set when the other person deleted their account: shown without a name (the app says "Unknown"). */
  other_deleted_at: number | null;
  last_id: string;
  last_text: string;
  last_img: string;
  last_sender_id: string;
  last_seen: number;
  last_created_at: number;
}

/** Participants are the other member only, as the web app expects. */
export function toConversationView(row: ConversationRow, unreadCount: number): ConversationView {
  return {
    _id: row.conversation_id,
    participants: [
      {
        _id: row.other_id,
        username: row.other_deleted_at === null ? row.other_username : '',
        profilePic: row.other_profile_pic,
      },
    ],
    lastMessage: {
      _id: row.last_id,
      text: row.last_text,
      img: row.last_img,
      sender: row.last_sender_id,
      date: new Date(row.last_created_at).toISOString(),
      seen: row.last_seen === 1,
    },
    unreadCount,
  };
}
