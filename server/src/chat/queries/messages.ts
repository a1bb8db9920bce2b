/** Writing and reading messages: appending in commit order, the first message of a pair, pages, deletion. */
import { idAfter, newId } from '../../db/ids.js';
import { newestFirst, oldestFirst } from '../../db/pagination.js';
import type { Db, Engine } from '../../db/schema.js';
import type { MessageKind, MessageRow } from '../../db/tables/messages.js';
import { assertTransaction } from '../../db/transactions.js';
import { cachedConversationId, rememberConversationId } from '../conversation-ids.js';
import { findConversationId, orderedPair } from './conversations.js';

/** What a new message holds besides its conversation, id and time. */
export interface NewMessage {
  senderId: string;
  text: string;
  img: string;
  kind?: MessageKind;
  subjectId?: string | null;
}

/**
 * Writes that must commit with a new message or not at all (its push jobs), run in its transaction once it
 * is appended: given the row and the conversation's members (the sender included). Answers what the caller
 * publishes after the commit.
 */
export type WithMessage<T> = (trx: Db, row: MessageRow, memberIds: string[]) => Promise<T>;

/**
 * The conversation's newest message id, with the conversation locked until the transaction ends
 * (PostgreSQL; SQLite runs one write transaction at a time anyway).
 */
async function newestMessageIdLocked(trx: Db, engine: Engine, conversationId: string): Promise<string | undefined> {
  if (engine === 'postgres') {
    await trx.selectFrom('conversations').select('id').where('id', '=', conversationId).forUpdate().execute();
  }
  const row = await trx
    .selectFrom('messages')
    .select('id')
    .where('conversation_id', '=', conversationId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.id;
}

/**
 * Appends a message to a conversation inside `trx` and makes it every member's last message.
 *
 * The message's id is made after the conversation is locked, and above the conversation's newest id: so
 * within a conversation ids follow commit order, and a client catching up with `?after=<last id>` cannot
 * miss a message that committed after one with a greater id.
 */
export async function appendMessage(
  trx: Db,
  engine: Engine,
  conversationId: string,
  message: NewMessage,
  now: number,
): Promise<MessageRow> {
  assertTransaction(trx, 'appendMessage');
  const id = idAfter(await newestMessageIdLocked(trx, engine, conversationId));
  const row: MessageRow = {
    id,
    conversation_id: conversationId,
    sender_id: message.senderId,
    text: message.text,
    img: message.img,
    seen: 0,
    created_at: now,
    kind: message.kind ?? 'text',
    subject_id: message.subjectId ?? null,
    deleted: 0,
  };
  await trx.insertInto('messages').values(row).execute();
  await trx
    .updateTable('conversation_members')
    .set({ last_message_id: id })
    .where('conversation_id', '=', conversationId)
    .execute();
  return row;
}

/**
 * Inserts a message between two people, creating the pair's conversation with the first one. Two racing
 * first messages are settled by the unique pair constraint: the loser's insert does nothing and it reads
 * the winner's conversation. Once a pair's conversation is known it is not looked up again
 * (conversation-ids.ts). `within` runs in the same transaction.
 */
export async function insertMessage<T>(
  db: Db,
  engine: Engine,
  input: { senderId: string; recipientId: string; text: string; img: string; now: number },
  within: WithMessage<T>,
): Promise<{ row: MessageRow; startedConversation: boolean; done: T }> {
  const known = cachedConversationId(db, input.senderId, input.recipientId);
  const stored = await db.transaction().execute(async (trx) => {
    let startedConversation = false;
    let conversationId = known ?? (await findConversationId(trx, input.senderId, input.recipientId));
    if (!conversationId) {
      const created = await trx
        .insertInto('conversations')
        .values({ id: newId(), ...orderedPair(input.senderId, input.recipientId), created_at: input.now })
        .onConflict((oc) => oc.columns(['user_low', 'user_high']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (created) {
        startedConversation = true;
        await trx
          .insertInto('conversation_members')
          .values([
            { conversation_id: created.id, user_id: input.senderId, other_user_id: input.recipientId },
            { conversation_id: created.id, user_id: input.recipientId, other_user_id: input.senderId },
          ])
          .execute();
      }
      conversationId = created?.id ?? (await findConversationId(trx, input.senderId, input.recipientId));
      if (!conversationId) throw new Error('conversation vanished after a conflicting insert');
    }
    const row = await appendMessage(trx, engine, conversationId, input, input.now);
    return { row, startedConversation, done: await within(trx, row, [input.senderId, input.recipientId]) };
  });
  if (!known) rememberConversationId(db, input.senderId, input.recipientId, stored.row.conversation_id);
  return stored;
}

/**
 * One page of a conversation, oldest first: the `limit` messages before the cursor, or, with `after`
 * (a reconnecting client catching up from its last message id), the first `limit` after it.
 */
export async function messagePage(
  db: Db,
  conversationId: string,
  options: { before?: string; after?: string; limit: number },
) {
  const query = db.selectFrom('messages').selectAll().where('conversation_id', '=', conversationId);
  if (options.after) return query.$call(oldestFirst('id', options)).execute();
  const rows = await query.$call(newestFirst('id', options)).execute();
  return rows.reverse();
}

export async function findMessageById(db: Db, id: string): Promise<MessageRow | undefined> {
  return db.selectFrom('messages').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A deleted message keeps its place, sender and time, and loses its text and image. */
export async function tombstoneMessage(db: Db, id: string): Promise<void> {
  await db.updateTable('messages').set({ text: '', img: '', deleted: 1 }).where('id', '=', id).execute();
}

/** Deletes one message; the conversation's last message becomes the newest one left. */
export async function deleteMessage(db: Db, message: { id: string; conversation_id: string }): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('messages').where('id', '=', message.id).execute();
    const newest = await trx
      .selectFrom('messages')
      .select('id')
      .where('conversation_id', '=', message.conversation_id)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    await trx
      .updateTable('conversation_members')
      .set({ last_message_id: newest?.id ?? null })
      .where('conversation_id', '=', message.conversation_id)
      .execute();
  });
}
