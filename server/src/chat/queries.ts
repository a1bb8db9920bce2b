import { idAfter, newId } from '../db/ids.js';
import type { Db, Engine, MessagesTable } from '../db/schema.js';
import { isActiveUser } from '../visibility/index.js';
import { cachedConversationId, rememberConversationId } from './conversation-ids.js';
import type { ConversationRow } from './views.js';

/** The pair in its stored order, so (a, b) and (b, a) name the same conversation. */
function orderedPair(a: string, b: string) {
  return a < b ? { user_low: a, user_high: b } : { user_low: b, user_high: a };
}

export async function findConversationId(db: Db, a: string, b: string): Promise<string | undefined> {
  const pair = orderedPair(a, b);
  const row = await db
    .selectFrom('conversations')
    .select('id')
    .where('user_low', '=', pair.user_low)
    .where('user_high', '=', pair.user_high)
    .executeTakeFirst();
  return row?.id;
}

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
 * Inserts the message, creating the pair's conversation with the first one. Two racing first
 * messages are settled by the unique pair constraint: the loser's insert does nothing and it
 * reads the winner's conversation.
 *
 * Once a pair's conversation is known it is not looked up again (conversation-ids.ts).
 *
 * The message's id is made inside the transaction, after the conversation is locked, and above the
 * conversation's newest id: so within a conversation ids follow commit order, and a client catching up
 * with `?after=<last id>` cannot miss a message that committed after one with a greater id.
 */
export async function insertMessage(
  db: Db,
  engine: Engine,
  input: {
    senderId: string;
    recipientId: string;
    text: string;
    img: string;
    now: number;
  },
): Promise<{ row: MessagesTable; startedConversation: boolean }> {
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
    const id = idAfter(await newestMessageIdLocked(trx, engine, conversationId));
    const row: MessagesTable = {
      id,
      conversation_id: conversationId,
      sender_id: input.senderId,
      text: input.text,
      img: input.img,
      seen: 0,
      created_at: input.now,
    };
    await trx.insertInto('messages').values(row).execute();
    await trx
      .updateTable('conversation_members')
      .set({ last_message_id: id })
      .where('conversation_id', '=', conversationId)
      .execute();
    return { row, startedConversation };
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
  let query = db.selectFrom('messages').selectAll().where('conversation_id', '=', conversationId);
  if (options.after) return query.where('id', '>', options.after).orderBy('id', 'asc').limit(options.limit).execute();
  if (options.before) query = query.where('id', '<', options.before);
  const rows = await query.orderBy('id', 'desc').limit(options.limit).execute();
  return rows.reverse();
}

/** The user's conversations with an active other member, most recent message first. */
export async function conversationPage(
  db: Db,
  userId: string,
  options: { before?: string; limit: number },
): Promise<ConversationRow[]> {
  let query = db
    .selectFrom('conversation_members as m')
    .innerJoin('users as other', 'other.id', 'm.other_user_id')
    .innerJoin('messages as last', 'last.id', 'm.last_message_id')
    .select([
      'm.conversation_id',
      'other.id as other_id',
      'other.username as other_username',
      'other.profile_pic as other_profile_pic',
      'other.deleted_at as other_deleted_at',
      'last.id as last_id',
      'last.text as last_text',
      'last.img as last_img',
      'last.sender_id as last_sender_id',
      'last.seen as last_seen',
      'last.created_at as last_created_at',
    ])
    .where('m.user_id', '=', userId)
    .where('m.last_message_id', 'is not', null)
    // A deleted account's stand-in is not active, yet the other side keeps the conversation.
    .where((eb) => eb.or([isActiveUser('other'), eb('other.deleted_at', 'is not', null)]));
  if (options.before) query = query.where('m.last_message_id', '<', options.before);
  return query.orderBy('m.last_message_id', 'desc').limit(options.limit).execute();
}

/** Messages the user has not yet seen, per conversation. */
export async function unreadCounts(db: Db, userId: string, conversationIds: string[]): Promise<Map<string, number>> {
  if (conversationIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('messages')
    .select(['conversation_id', (eb) => eb.fn.countAll<number>().as('unread')])
    .where('conversation_id', 'in', conversationIds)
    .where('seen', '=', 0)
    .where('sender_id', '!=', userId)
    .groupBy('conversation_id')
    .execute();
  return new Map(rows.map((r) => [r.conversation_id, Number(r.unread)]));
}

/** The other member of a conversation the user belongs to; undefined when the user is not a member. */
export async function otherMemberOf(db: Db, conversationId: string, userId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('conversation_members')
    .select('other_user_id')
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.other_user_id;
}

/** Marks what `senderId` sent in the conversation as seen; the number of messages changed. */
export async function markSeen(db: Db, conversationId: string, senderId: string): Promise<number> {
  const result = await db
    .updateTable('messages')
    .set({ seen: 1 })
    .where('conversation_id', '=', conversationId)
    .where('sender_id', '=', senderId)
    .where('seen', '=', 0)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function findMessageById(db: Db, id: string) {
  return db.selectFrom('messages').selectAll().where('id', '=', id).executeTakeFirst();
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
