import { createGroup } from '../../src/chat/groups.js';
import { findMembership } from '../../src/chat/queries/conversations.js';
import { sendMessage } from '../../src/chat/send.js';
import { markConversationSeen } from '../../src/chat/service.js';
import { markReadBefore } from '../../src/notifications/queries.js';
import type { DemoStage, DemoStep } from './demo-steps.js';
import { type DemoWorld, idOf, personOf, usernameOf } from './demo-world.js';
import type { PlannedConversation } from './plan-shapes.js';
import { DAY } from './plan-shapes.js';

/** The demo account's notifications from more than a day before the demo's moment are read: the page shows both. */
function readOlderNotifications(world: DemoWorld): DemoStep {
  const { db } = world.seed.ctx;
  const before = world.anchor - DAY;
  const demoId = () => personOf(world, 0).id;
  return {
    describe: `${usernameOf(world, 0)} reads the notifications older than a day`,
    at: world.anchor,
    done: async () => {
      const unread = await db
        .selectFrom('notifications')
        .select('id')
        .where('recipient_id', '=', demoId())
        .where('is_read', '=', 0)
        .where('created_at', '<', before)
        .executeTakeFirst();
      return unread === undefined;
    },
    act: () => markReadBefore(db, demoId(), before),
  };
}

function startGroup(world: DemoWorld, index: number, conversation: PlannedConversation): DemoStep {
  const { ctx } = world.seed;
  const [creator = 0, ...others] = conversation.members;
  const name = conversation.group ?? '';
  const at = world.anchor + conversation.at;
  return {
    describe: `${usernameOf(world, creator)} starts the group "${name}"`,
    at,
    done: async () => {
      const row = await ctx.db
        .selectFrom('conversations as c')
        .innerJoin('conversation_members as m', 'm.conversation_id', 'c.id')
        .select('c.id')
        .where('m.user_id', '=', personOf(world, creator).id)
        .where('c.is_group', '=', 1)
        .where('c.name', '=', name)
        .where('c.created_at', '=', at)
        .executeTakeFirst();
      if (row) world.conversationIds.set(index, row.id);
      return row !== undefined;
    },
    act: async () => {
      const participantIds = others.map((ref) => personOf(world, ref).id);
      const group = await createGroup(ctx, personOf(world, creator).id, { name, participantIds });
      world.conversationIds.set(index, group._id);
    },
  };
}

type Line = PlannedConversation['lines'][number];

function sendLine(
  world: DemoWorld,
  index: number,
  conversation: PlannedConversation,
  { from, text, at }: Line,
): DemoStep {
  const { ctx } = world.seed;
  const to = conversation.members.find((ref) => ref !== from) ?? 0;
  return {
    describe: `${usernameOf(world, from)} writes "${text}" to ${conversation.group ?? usernameOf(world, to)}`,
    at: world.anchor + at,
    done: async () => {
      const row = await ctx.db
        .selectFrom('messages as msg')
        .innerJoin('conversation_members as m', 'm.conversation_id', 'msg.conversation_id')
        .select('msg.conversation_id')
        .where('msg.sender_id', '=', personOf(world, from).id)
        .where('msg.created_at', '=', world.anchor + at)
        .where('msg.text', '=', text)
        .where('m.user_id', '=', personOf(world, to).id)
        .executeTakeFirst();
      if (row) world.conversationIds.set(index, row.conversation_id);
      return row !== undefined;
    },
    act: async () => {
      const senderId = personOf(world, from).id;
      const sent = conversation.group
        ? await sendMessage(ctx, senderId, { text, conversationId: idOf(world.conversationIds, index, 'conversation') })
        : await sendMessage(ctx, senderId, { text, recipientId: personOf(world, to).id });
      world.conversationIds.set(index, sent.conversationId);
    },
  };
}

function readAll(world: DemoWorld, index: number, conversation: PlannedConversation, reader: number): DemoStep {
  const { ctx } = world.seed;
  const conversationId = () => idOf(world.conversationIds, index, 'conversation');
  const last = conversation.lines.at(-1);
  return {
    describe: `${usernameOf(world, reader)} reads ${conversation.group ?? 'the conversation'}`,
    at: world.anchor + (last?.at ?? conversation.at),
    done: async () => {
      const membership = await findMembership(ctx.db, conversationId(), personOf(world, reader).id);
      return membership !== undefined && membership.last_seen_message_id === membership.last_message_id;
    },
    act: async () => void (await markConversationSeen(ctx, personOf(world, reader).id, conversationId())),
  };
}

/**
 * The conversations, each line through the app's sending; read where the plan says so. Its last step is
 * the last line of the conversation left unread: once that is there, every step before it is too.
 */
export function conversationsStage(world: DemoWorld): DemoStage {
  const steps: DemoStep[] = [readOlderNotifications(world)];
  for (const [index, conversation] of world.plan.conversations.entries()) {
    if (conversation.group) steps.push(startGroup(world, index, conversation));
    steps.push(...conversation.lines.map((line) => sendLine(world, index, conversation, line)));
    steps.push(...conversation.readBy.map((reader) => readAll(world, index, conversation, reader)));
  }
  return { name: 'conversations', steps };
}
