import type { Static } from 'typebox';
import type { MessageKind, MessageRow } from '../db/tables/messages.js';
import type { ConversationListRow, GroupMemberRow } from './queries/conversations.js';
import type { ConversationSchema, MessageSchema } from './schemas.js';

export type SystemAction = Exclude<MessageKind, 'text'>;

export type MessageView = Static<typeof MessageSchema>;

export type ConversationView = Static<typeof ConversationSchema>;

export type ParticipantView = ConversationView['participants'][number];

/** Who has read how far in a group; names for system messages. Pairs need neither. */
export interface MessageContext {
  positions?: { user_id: string; last_seen_message_id: string | null }[];
  names?: Map<string, string>;
}

const SOMEONE = 'Someone';

/** The sentence a system message shows, with the names as they are now. */
export function systemSentence(
  kind: SystemAction,
  row: { sender_id: string; subject_id: string | null; text: string },
  names: Map<string, string>,
): string {
  const actor = names.get(row.sender_id) ?? SOMEONE;
  switch (kind) {
    case 'created':
      return `${actor} created the group “${row.text}”`;
    case 'added':
      return `${actor} added ${(row.subject_id && names.get(row.subject_id)) ?? 'someone'}`;
    case 'left':
      return `${actor} left`;
    case 'renamed':
      return `${actor} renamed the group “${row.text}”`;
  }
}

/** The people a page's system messages name, to look up at once. */
export function namedIn(rows: Pick<MessageRow, 'kind' | 'sender_id' | 'subject_id'>[]): string[] {
  const ids = new Set<string>();
  for (const row of rows) {
    if (row.kind === 'text') continue;
    ids.add(row.sender_id);
    if (row.subject_id) ids.add(row.subject_id);
  }
  return [...ids];
}

export function toMessageView(row: MessageRow, context: MessageContext = {}): MessageView {
  const view: MessageView = {
    _id: row.id,
    conversationId: row.conversation_id,
    sender: row.sender_id,
    text: row.kind === 'text' ? row.text : systemSentence(row.kind, row, context.names ?? new Map()),
    img: row.img,
    seen: row.seen === 1,
    createdAt: new Date(row.created_at).toISOString(),
  };
  if (context.positions) {
    // The members other than the sender, and those of them whose read position has reached the message.
    const others = context.positions.filter((p) => p.user_id !== row.sender_id);
    const seenBy = others.filter((p) => p.last_seen_message_id !== null && p.last_seen_message_id >= row.id);
    view.seenBy = seenBy.map((p) => p.user_id);
    view.seen = others.length > 0 && seenBy.length === others.length;
  }
  if (row.kind !== 'text') {
    const names = context.names ?? new Map<string, string>();
    view.system = row.kind;
    view.systemParams = {
      actor: names.get(row.sender_id) ?? null,
      subject: (row.subject_id && names.get(row.subject_id)) || null,
      group: row.kind === 'created' || row.kind === 'renamed' ? row.text : '',
    };
  }
  if (row.deleted === 1) view.deleted = true;
  return view;
}

/**
 * Participants are the other members: the other person of a pair (as the web app expects), or a group's
 * other active members.
 */
export function toConversationView(
  row: ConversationListRow,
  unreadCount: number,
  members: GroupMemberRow[],
  names: Map<string, string>,
): ConversationView {
  const last: MessageRow = {
    id: row.last_id,
    conversation_id: row.conversation_id,
    sender_id: row.last_sender_id,
    text: row.last_text,
    img: row.last_img,
    seen: row.last_seen,
    created_at: row.last_created_at,
    kind: row.last_kind,
    subject_id: row.last_subject_id,
    deleted: row.last_deleted,
  };
  const isGroup = row.is_group === 1;
  const message = toMessageView(last, {
    names,
    ...(isGroup && {
      positions: members.map((m) => ({ user_id: m.id, last_seen_message_id: m.last_seen_message_id })),
    }),
  });
  const participants = isGroup
    ? members.map((m) => ({ _id: m.id, username: m.username, profilePic: m.profile_pic }))
    : [
        {
          _id: row.other_id ?? '',
          username: row.other_deleted_at === null ? (row.other_username ?? '') : '',
          profilePic: row.other_profile_pic ?? '',
        },
      ];
  return {
    _id: row.conversation_id,
    ...(isGroup && { isGroup: true as const, name: row.name }),
    participants,
    lastMessage: {
      _id: message._id,
      text: message.text,
      img: message.img,
      sender: message.sender,
      date: message.createdAt,
      seen: message.seen,
      ...(message.system && { system: message.system }),
      ...(message.deleted && { deleted: true as const }),
    },
    unreadCount,
  };
}
