import type { AppContext } from '../context.js';
import { isId } from '../db/ids.js';
import type { MessageRow } from '../db/tables/messages.js';
import { badRequest, forbidden, notFound } from '../errors.js';
import { deleteMedia } from '../media/service.js';
import { findUserById } from '../users/queries.js';
import { assertCanInteract, findActiveUser, isBlockedWith, loadViewer, membersHearing } from '../visibility/index.js';
import { groupHistoryPage } from './group-history.js';
import { chatMessages } from './messages.js';
import {
  conversationPage,
  findConversationId,
  findMembership,
  groupMembers,
  type Membership,
  memberIds,
  usernames,
} from './queries/conversations.js';
import { findMessageById, messagePage, tombstoneMessage } from './queries/messages.js';
import { markSeen, readPositions, unreadConversationCount, unreadCounts } from './queries/unread.js';
import { CONVERSATION_PAGE_SIZE, MESSAGE_PAGE_SIZE } from './rules.js';
import {
  type ConversationView,
  type MessageContext,
  type MessageView,
  namedIn,
  toConversationView,
  toMessageView,
} from './views.js';

type Cursor = { before?: string; after?: string };

/** The user's membership of a conversation, or 404 as if it did not exist. */
export async function requireMembership(ctx: AppContext, userId: string, conversationId: string): Promise<Membership> {
  const membership = isId(conversationId) ? await findMembership(ctx.db, conversationId, userId) : undefined;
  if (!membership) throw notFound(chatMessages.CONVERSATION_NOT_FOUND);
  return membership;
}

/** What views of a group's messages need: read positions, and names for system messages. */
async function groupContext(ctx: AppContext, conversationId: string, rows: MessageRow[]): Promise<MessageContext> {
  const [positions, names] = await Promise.all([
    readPositions(ctx.db, conversationId),
    usernames(ctx.db, namedIn(rows)),
  ]);
  return { positions, names };
}

/**
 * Publishes a stored message to every member's tabs but the sending one, and returns its view. A pair's message
 * has no group context; a group's carries its members' read positions.
 */
export function publishMessage(
  ctx: AppContext,
  row: MessageRow,
  members: string[],
  context: MessageContext | 'pair',
  senderSocketId?: string,
): MessageView {
  const isGroup = context !== 'pair';
  const message = toMessageView(row, isGroup ? context : {});
  ctx.events.emit('message.created', { message, memberIds: members, isGroup, senderSocketId });
  return message;
}

/**
 * The conversation with another user, a page at a time, oldest first; empty before the first message.
 * It stays readable when a block stands between the two (only sending is refused).
 */
export async function conversationMessages(
  ctx: AppContext,
  userId: string,
  otherId: string,
  cursor: Cursor,
): Promise<MessageView[]> {
  if (otherId === userId) throw badRequest(chatMessages.MESSAGE_TO_SELF);
  const other = isId(otherId) ? await findUserById(ctx.db, otherId) : undefined;
  // A deleted account's stand-in: the other side still reads what they wrote themselves.
  if (other?.deleted_at == null) await findActiveUser(ctx.db, otherId);
  const conversationId = await findConversationId(ctx.db, userId, otherId);
  if (!conversationId) return [];
  const rows = await messagePage(ctx.db, conversationId, { ...cursor, limit: MESSAGE_PAGE_SIZE });
  return rows.map((row) => toMessageView(row));
}

/** Any conversation the user belongs to (a pair or a group), a page at a time, oldest first; 404 otherwise. */
export async function messagesOf(
  ctx: AppContext,
  userId: string,
  conversationId: string,
  cursor: Cursor,
): Promise<MessageView[]> {
  const membership = await requireMembership(ctx, userId, conversationId);
  if (membership.is_group === 1) {
    return groupHistoryPage(ctx, userId, conversationId, cursor, (rows) => groupContext(ctx, conversationId, rows));
  }
  const rows = await messagePage(ctx.db, conversationId, { ...cursor, limit: MESSAGE_PAGE_SIZE });
  return rows.map((row) => toMessageView(row));
}

async function conversationViews(
  ctx: AppContext,
  userId: string,
  options: { before?: string; conversationId?: string; groups: boolean },
): Promise<ConversationView[]> {
  const rows = await conversationPage(ctx.db, userId, { ...options, limit: CONVERSATION_PAGE_SIZE });
  const ids = rows.map((r) => r.conversation_id);
  const groupIds = rows.filter((r) => r.is_group === 1).map((r) => r.conversation_id);
  const systemRows = rows.map((r) => ({
    kind: r.last_kind,
    sender_id: r.last_sender_id,
    subject_id: r.last_subject_id,
  }));
  const [unread, members, names] = await Promise.all([
    unreadCounts(ctx.db, userId, ids),
    groupMembers(ctx.db, userId, groupIds),
    usernames(ctx.db, namedIn(systemRows)),
  ]);
  return rows.map((row) =>
    toConversationView(
      row,
      unread.get(row.conversation_id) ?? 0,
      members.filter((m) => m.conversation_id === row.conversation_id),
      names,
    ),
  );
}

/**
 * The user's conversations, most recent activity first, each with its unread count: pairs, and groups for a
 * client that understands them (`groups`); a client of CONTRACT §7 would take a group for a second conversation
 * with its first member.
 */
export function listConversations(ctx: AppContext, userId: string, options: { before?: string; groups: boolean }) {
  return conversationViews(ctx, userId, options);
}

/** One conversation of the user's list, as the list shows it. */
export async function conversationView(ctx: AppContext, userId: string, conversationId: string) {
  const [view] = await conversationViews(ctx, userId, { conversationId, groups: true });
  if (!view) throw notFound(chatMessages.CONVERSATION_NOT_FOUND);
  return view;
}

/** How many conversations hold messages the user has not seen (the chat badge). */
export async function unreadCount(ctx: AppContext, userId: string): Promise<{ count: number }> {
  return { count: await unreadConversationCount(ctx.db, userId) };
}

/** The conversation's members a read receipt may reach: no block stands between them and the reader. */
async function membersHearingFrom(ctx: AppContext, readerId: string, conversationId: string): Promise<string[]> {
  const [members, reader] = await Promise.all([memberIds(ctx.db, conversationId), loadViewer(ctx, readerId)]);
  return members.filter((id) => !isBlockedWith(reader, id));
}

/**
 * The reader has opened the conversation: their read position moves to its newest message (in a pair the
 * other's messages become seen) and every member's tabs hear about it, except members a block stands
 * between with the reader (the visibility policy). Nothing happens for someone who is not a member.
 */
export async function markConversationSeen(ctx: AppContext, readerId: string, conversationId: string): Promise<number> {
  const membership = await findMembership(ctx.db, conversationId, readerId);
  if (!membership?.last_message_id) return 0;
  const changed = await markSeen(ctx.db, membership, readerId, membership.last_message_id);
  if (changed > 0) {
    ctx.events.emit('messages.seen', {
      conversationId,
      readerId,
      memberIds: await membersHearingFrom(ctx, readerId, conversationId),
      isGroup: membership.is_group === 1,
    });
  }
  return changed;
}

/**
 * The sender deletes their message: it stays in place with no text and no image for everyone, its image
 * file goes, and every member's tabs hear about it. Someone else's message is 403 to a member, and 404 to
 * anyone else, as if it did not exist.
 */
export async function deleteOwnMessage(ctx: AppContext, userId: string, messageId: string): Promise<MessageView> {
  const row = isId(messageId) ? await findMessageById(ctx.db, messageId) : undefined;
  const membership = row && (await findMembership(ctx.db, row.conversation_id, userId));
  if (!row || !membership) throw notFound(chatMessages.MESSAGE_NOT_FOUND);
  if (row.sender_id !== userId) throw forbidden(chatMessages.MESSAGE_DELETE_FORBIDDEN);
  if (row.kind !== 'text') throw badRequest(chatMessages.GROUP_UPDATE_UNDELETABLE);
  const isGroup = membership.is_group === 1;
  const tombstone = { ...row, text: '', img: '', deleted: 1 };
  const context = isGroup ? await groupContext(ctx, row.conversation_id, [tombstone]) : {};
  if (row.deleted === 1) return toMessageView(tombstone, context);
  await tombstoneMessage(ctx.db, row.id);
  if (row.img) await deleteMedia(ctx, [row.img]);
  ctx.events.emit('message.deleted', {
    conversationId: row.conversation_id,
    messageId: row.id,
    memberIds: await memberIds(ctx.db, row.conversation_id),
    isGroup,
  });
  return toMessageView(tombstone, context);
}

/**
 * Who hears that the user is typing in the conversation: its other members (in a group, those no block
 * stands between with the user), at most once a second per person and conversation, and nobody when the
 * user is not a member or (in a pair) may not message the other.
 */
export async function typingAudience(ctx: AppContext, userId: string, conversationId: string): Promise<string[]> {
  if (!(await ctx.limits.firstInWindow('typingPerConversation', `${userId}:${conversationId}`))) return [];
  const membership = await findMembership(ctx.db, conversationId, userId);
  if (!membership) return [];
  if (membership.other_user_id) {
    const other = membership.other_user_id;
    return assertCanInteract(ctx.db, userId, other).then(
      () => [other],
      () => [],
    );
  }
  const [members, typist] = await Promise.all([memberIds(ctx.db, conversationId), loadViewer(ctx, userId)]);
  return membersHearing(typist, members).filter((id) => id !== userId);
}

/** A group message reaches, live, only the members no block stands between with its sender. */
export async function groupMessageAudience(ctx: AppContext, senderId: string, members: string[]): Promise<string[]> {
  return membersHearing(await loadViewer(ctx, senderId), members);
}
