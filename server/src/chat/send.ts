import { charCount, MAX_MESSAGE_CHARS } from '@threads/contract';
import type { AppContext } from '../context.js';
import { badRequest, forbidden, notFound } from '../errors.js';
import { storeThenWrite, type UploadToStore } from '../media/store-then-write.js';
import type { Upload } from '../media/upload-request.js';
import { enqueueMessagePushes } from '../push/enqueue.js';
import { assertCanInteract, isBlockedWith, loadViewer, visibilityMessages } from '../visibility/index.js';
import { cachedConversationId } from './conversation-ids.js';
import { chatMessages } from './messages.js';
import { changeGroup } from './queries/groups.js';
import { insertMessage } from './queries/messages.js';
import { groupMessageAudience, publishMessage, requireMembership } from './service.js';
import type { MessageView } from './views.js';

export interface SendInput {
  text?: string;
  recipientId?: string;
  conversationId?: string;
  image?: Upload;
}

/** Chat images are private: only the two people of a pair, or a group's current members, can load them. */
function privateImage(
  image: Upload | undefined,
  to: { recipientId: string } | { conversationId: string },
): UploadToStore {
  const readers =
    'recipientId' in to ? { sharedWith: to.recipientId } : { sharedWith: null, conversationId: to.conversationId };
  return { upload: image, accept: 'image', options: { private: readers } };
}

/**
 * Sends a message to a person (`recipientId`, starting the pair's conversation with the first one) or
 * into a conversation the sender belongs to (`conversationId`), with its push jobs in the same transaction
 * (push/enqueue.ts `enqueueMessagePushes`), and publishes it for delivery once committed. The image
 * goes through the media pipeline only once every other rule has passed.
 */
export async function sendMessage(
  ctx: AppContext,
  senderId: string,
  input: SendInput,
  senderSocketId?: string,
): Promise<MessageView> {
  const text = (input.text ?? '').trim();
  if (input.recipientId && input.conversationId) throw badRequest(chatMessages.RECIPIENT_OR_CONVERSATION);
  if (!input.recipientId && !input.conversationId) throw badRequest(chatMessages.RECIPIENT_REQUIRED);
  if (!text && !input.image) throw badRequest(chatMessages.MESSAGE_EMPTY);
  if (charCount(text) > MAX_MESSAGE_CHARS) throw badRequest(chatMessages.MESSAGE_TOO_LONG);
  if (input.conversationId) {
    const membership = await requireMembership(ctx, senderId, input.conversationId);
    if (membership.is_group === 1)
      return sendToGroup(ctx, senderId, membership.conversation_id, text, input.image, senderSocketId);
    return sendToPerson(ctx, senderId, membership.other_user_id ?? '', text, input.image, senderSocketId);
  }
  return sendToPerson(ctx, senderId, input.recipientId ?? '', text, input.image, senderSocketId);
}

/**
 * The recipient check of a pair's message. Once the pair's conversation is known here, the recipient existed
 * and was active when a message last passed the full check: what can have changed since is their standing
 * (the inactive set) and a block either way (the sender's cached context), both kept true by invalidation, so
 * a conversation's next messages ask the database nothing for it. The answers are the full check's.
 */
async function assertCanMessage(ctx: AppContext, senderId: string, recipientId: string): Promise<void> {
  const known = cachedConversationId(ctx.db, senderId, recipientId);
  if (!known || ctx.cache.caches.inactivePeople.has(recipientId)) {
    await assertCanInteract(ctx.db, senderId, recipientId);
    return;
  }
  if (isBlockedWith(await loadViewer(ctx, senderId), recipientId)) throw forbidden(visibilityMessages.USER_BLOCKED);
}

/** Once the message has committed with its push jobs: this process's worker sends them at once. */
function wakeQueue(ctx: AppContext, pushes: number): void {
  if (pushes > 0) ctx.events.emit('jobs.queued', {});
}

async function sendToPerson(
  ctx: AppContext,
  senderId: string,
  recipientId: string,
  text: string,
  image: Upload | undefined,
  senderSocketId: string | undefined,
): Promise<MessageView> {
  if (recipientId === senderId) throw badRequest(chatMessages.MESSAGE_TO_SELF);
  await ctx.limits.consume('messagesPerUser', senderId);
  await assertCanMessage(ctx, senderId, recipientId);

  const inserted = await storeThenWrite(ctx, senderId, { img: privateImage(image, { recipientId }) }, ({ img }) =>
    insertMessage(
      ctx.db,
      ctx.engine,
      { senderId, recipientId, text, img: img?.url ?? '', now: ctx.clock() },
      enqueueMessagePushes,
    ),
  );
  const message = publishMessage(ctx, inserted.row, [recipientId, senderId], 'pair', senderSocketId);
  if (inserted.startedConversation) ctx.events.emit('contacts.changed', { userIds: [senderId, recipientId] });
  wakeQueue(ctx, inserted.done);
  return message;
}

async function sendToGroup(
  ctx: AppContext,
  senderId: string,
  conversationId: string,
  text: string,
  image: Upload | undefined,
  senderSocketId: string | undefined,
): Promise<MessageView> {
  await ctx.limits.consume('messagesPerUser', senderId);
  const upload = { img: privateImage(image, { conversationId }) };
  const changed = await storeThenWrite(ctx, senderId, upload, async ({ img }) => {
    const message = { senderId, text, img: img?.url ?? '' };
    // Appended under the group's lock, so someone who has just left cannot still post.
    const appended = await changeGroup(
      ctx.db,
      ctx.engine,
      conversationId,
      senderId,
      ctx.clock(),
      async () => message,
      enqueueMessagePushes,
    );
    if (!appended) throw notFound(chatMessages.CONVERSATION_NOT_FOUND);
    return appended;
  });
  const positions = changed.memberIds.map((user_id) => ({ user_id, last_seen_message_id: null }));
  const audience = await groupMessageAudience(ctx, senderId, changed.memberIds);
  const published = publishMessage(ctx, changed.row, audience, { positions }, senderSocketId);
  wakeQueue(ctx, changed.done ?? 0);
  return published;
}
