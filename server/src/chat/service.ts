import type { AppContext } from '../context.js';
import { isId } from '../db/ids.js';
import { badRequest } from '../errors.js';
import { charCount } from '../lib/text.js';
import { deleteMedia, type SpooledFile, type StoredMedia, storeDataUrl, storeMedia } from '../media/service.js';
import { findUserById } from '../users/queries.js';
import { assertCanInteract, findActiveUser } from '../visibility/index.js';
import {
  conversationPage,
  findConversationId,
  insertMessage,
  markSeen,
  messagePage,
  otherMemberOf,
  unreadCounts,
} from './queries.js';
import { type ConversationView, type MessageView, toConversationView, toMessageView } from './views.js';

export const MESSAGE_PAGE_SIZE = 50;
export const CONVERSATION_PAGE_SIZE = 50;
export const MAX_MESSAGE_CHARS = 2000;

export const chatMessages = {
  recipientRequired: 'Recipient is required',
  empty: 'A message needs text or an image',
  tooLong: `Message must be at most ${MAX_MESSAGE_CHARS} characters long`,
  toSelf: 'You cannot message yourself',
};

/** An attached image: a multipart file already spooled to disk, or a base64 data URL from JSON. */
export type ChatImage = { file: SpooledFile } | { dataUrl: string };

export interface SendInput {
  text?: string;
  recipientId?: string;
  image?: ChatImage;
}

/** Chat images are private: only the two people in the conversation can load them. */
function storeChatImage(
  ctx: AppContext,
  senderId: string,
  recipientId: string,
  image: ChatImage,
): Promise<StoredMedia> {
  const options = { private: { sharedWith: recipientId } };
  return 'file' in image
    ? storeMedia(ctx, senderId, image.file, 'image', options)
    : storeDataUrl(ctx, senderId, image.dataUrl, 'image', options);
}

/**
 * Sends a message, starting the conversation with the first one, and publishes it for delivery.
 * The image goes through the media pipeline only once every other rule has passed.
 */
export async function sendMessage(
  ctx: AppContext,
  senderId: string,
  input: SendInput,
  senderSocketId?: string,
): Promise<MessageView> {
  const recipientId = input.recipientId ?? '';
  const text = (input.text ?? '').trim();
  if (!recipientId) throw badRequest(chatMessages.recipientRequired);
  if (!text && !input.image) throw badRequest(chatMessages.empty);
  if (charCount(text) > MAX_MESSAGE_CHARS) throw badRequest(chatMessages.tooLong);
  if (recipientId === senderId) throw badRequest(chatMessages.toSelf);
  await ctx.limits.consume('messagesPerUser', senderId);
  await assertCanInteract(ctx.db, senderId, recipientId);

  const image = input.image ? await storeChatImage(ctx, senderId, recipientId, input.image) : undefined;
  let stored: Awaited<ReturnType<typeof insertMessage>>;
  try {
    stored = await insertMessage(ctx.db, ctx.engine, {
      senderId,
      recipientId,
      text,
      img: image?.url ?? '',
      now: ctx.clock(),
    });
  } catch (error) {
    if (image) await deleteMedia(ctx, [image.url]);
    throw error;
  }
  const message = toMessageView(stored.row);
  ctx.events.emit('message.created', { message, recipientId, senderSocketId });
  if (stored.startedConversation) ctx.events.emit('contacts.changed', { userIds: [senderId, recipientId] });
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
  cursor: { before?: string; after?: string },
): Promise<MessageView[]> {
  if (otherId === userId) throw badRequest(chatMessages.toSelf);
  const other = isId(otherId) ? await findUserById(ctx.db, otherId) : undefined;
  // A deleted account's stand-in: the other side still reads what they wrote themselves.
  if (other?.deleted_at == null) await findActiveUser(ctx.db, otherId);
  const conversationId = await findConversationId(ctx.db, userId, otherId);
  if (!conversationId) return [];
  const rows = await messagePage(ctx.db, conversationId, { ...cursor, limit: MESSAGE_PAGE_SIZE });
  return rows.map(toMessageView);
}

/** The user's conversations, most recent activity first, each with its unread count. */
export async function listConversations(
  ctx: AppContext,
  userId: string,
  before: string | undefined,
): Promise<ConversationView[]> {
  const rows = await conversationPage(ctx.db, userId, { before, limit: CONVERSATION_PAGE_SIZE });
  const unread = await unreadCounts(
    ctx.db,
    userId,
    rows.map((r) => r.conversation_id),
  );
  return rows.map((row) => toConversationView(row, unread.get(row.conversation_id) ?? 0));
}

/**
 * The reader has opened the conversation: the other member's messages become seen and the other
 * member hears about it. Nothing happens for someone who is not a member.
 */
export async function markConversationSeen(ctx: AppContext, readerId: string, conversationId: string): Promise<number> {
  const senderId = await otherMemberOf(ctx.db, conversationId, readerId);
  if (!senderId) return 0;
  const changed = await markSeen(ctx.db, conversationId, senderId);
  if (changed > 0) ctx.events.emit('messages.seen', { conversationId, readerId, senderId });
  return changed;
}
