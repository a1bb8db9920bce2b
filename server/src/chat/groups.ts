import { charCount, MAX_GROUP_MEMBERS, MAX_GROUP_NAME_CHARS, MIN_GROUP_OTHERS } from '@threads/contract';
import type { AppContext } from '../context.js';
import { badRequest, notFound } from '../errors.js';
import { assertCanInteract, assertCanInteractWithAll } from '../visibility/index.js';
import { chatMessages } from './messages.js';
import { usernames } from './queries/conversations.js';
import { changeGroup, insertGroup, insertMembers, removeMember, renameGroup } from './queries/groups.js';
import type { NewMessage } from './queries/messages.js';
import { conversationView, publishMessage, requireMembership } from './service.js';
import type { ConversationView, MessageView } from './views.js';

function groupName(name: string | undefined): string {
  const trimmed = (name ?? '').trim();
  if (!trimmed || charCount(trimmed) > MAX_GROUP_NAME_CHARS) throw badRequest(chatMessages.GROUP_NAME_LENGTH);
  return trimmed;
}

/** Publishes a group's system message with the names it shows; the new members' presence lists change. */
async function publishChange(
  ctx: AppContext,
  change: NonNullable<Awaited<ReturnType<typeof changeGroup>>>,
  contactsChanged: boolean,
): Promise<MessageView> {
  const { row, memberIds, membersBefore } = change;
  const names = await usernames(ctx.db, [row.sender_id, ...(row.subject_id ? [row.subject_id] : [])]);
  const positions = memberIds.map((user_id) => ({ user_id, last_seen_message_id: null }));
  // Whoever just left hears it too, so their other tabs drop the group.
  const audience = [...new Set([...membersBefore, ...memberIds])];
  const message = publishMessage(ctx, row, audience, { positions, names });
  if (contactsChanged) ctx.events.emit('contacts.changed', { userIds: audience });
  return message;
}

/**
 * Starts a group with 2 to 49 other people, each of whom the creator may interact with (asked of the
 * visibility policy in one query). The group opens with a system message.
 */
export async function createGroup(
  ctx: AppContext,
  creatorId: string,
  input: { name?: string; participantIds?: string[] },
): Promise<ConversationView> {
  const name = groupName(input.name);
  const others = [...new Set(input.participantIds ?? [])];
  if (others.includes(creatorId)) throw badRequest(chatMessages.MESSAGE_TO_SELF);
  if (others.length < MIN_GROUP_OTHERS || others.length > MAX_GROUP_MEMBERS - 1) {
    throw badRequest(chatMessages.GROUP_SIZE);
  }
  await ctx.limits.consume('messagesPerUser', creatorId);
  await assertCanInteractWithAll(ctx.db, creatorId, others);
  const members = [creatorId, ...others];
  const row = await insertGroup(ctx.db, ctx.engine, {
    name,
    memberIds: members,
    first: { senderId: creatorId, text: name, img: '', kind: 'created' },
    now: ctx.clock(),
  });
  const names = await usernames(ctx.db, [creatorId]);
  const positions = members.map((user_id) => ({
    user_id,
    last_seen_message_id: user_id === creatorId ? row.id : null,
  }));
  publishMessage(ctx, row, members, { positions, names });
  ctx.events.emit('contacts.changed', { userIds: members });
  return conversationView(ctx, creatorId, row.conversation_id);
}

async function changeAs(
  ctx: AppContext,
  actorId: string,
  conversationId: string,
  change: (memberIds: string[], trx: AppContext['db']) => Promise<NewMessage>,
) {
  const changed = await changeGroup(ctx.db, ctx.engine, conversationId, actorId, ctx.clock(), (trx, members) =>
    change(members, trx),
  );
  if (!changed) throw notFound(chatMessages.CONVERSATION_NOT_FOUND);
  return changed;
}

/** A member adds someone they may interact with, while the group has room (50 in all). */
export async function addMember(
  ctx: AppContext,
  actorId: string,
  conversationId: string,
  userId: string,
): Promise<MessageView> {
  const membership = await requireMembership(ctx, actorId, conversationId);
  if (membership.is_group !== 1) throw notFound(chatMessages.CONVERSATION_NOT_FOUND);
  await ctx.limits.consume('messagesPerUser', actorId);
  await assertCanInteract(ctx.db, actorId, userId);
  const changed = await changeAs(ctx, actorId, conversationId, async (members, trx) => {
    if (members.includes(userId)) throw badRequest(chatMessages.ALREADY_GROUP_MEMBER);
    if (members.length >= MAX_GROUP_MEMBERS) throw badRequest(chatMessages.GROUP_FULL);
    await insertMembers(trx, conversationId, [userId]);
    return { senderId: actorId, text: '', img: '', kind: 'added', subjectId: userId };
  });
  return publishChange(ctx, changed, true);
}

/** A member leaves; the others see a system message. */
export async function leaveGroup(ctx: AppContext, userId: string, conversationId: string): Promise<MessageView> {
  const changed = await changeAs(ctx, userId, conversationId, async (_members, trx) => {
    await removeMember(trx, conversationId, userId);
    return { senderId: userId, text: '', img: '', kind: 'left' };
  });
  return publishChange(ctx, changed, true);
}

/** A member renames the group. */
export async function renameGroupAs(
  ctx: AppContext,
  userId: string,
  conversationId: string,
  newName: string | undefined,
): Promise<MessageView> {
  const name = groupName(newName);
  await ctx.limits.consume('messagesPerUser', userId);
  const changed = await changeAs(ctx, userId, conversationId, async (_members, trx) => {
    await renameGroup(trx, conversationId, name);
    return { senderId: userId, text: name, img: '', kind: 'renamed' };
  });
  return publishChange(ctx, changed, false);
}
