/** Group conversations: creating one, its members and its name, one change at a time. */
import { newId } from '../../db/ids.js';
import type { Db, Engine } from '../../db/schema.js';
import type { MessageRow } from '../../db/tables/messages.js';
import { assertTransaction } from '../../db/transactions.js';
import { memberIds } from './conversations.js';
import { appendMessage, type NewMessage, type WithMessage } from './messages.js';

/** Creates a group with its members and its first (system) message, in one transaction. */
export async function insertGroup(
  db: Db,
  engine: Engine,
  input: { name: string; memberIds: string[]; first: NewMessage; now: number },
): Promise<MessageRow> {
  return db.transaction().execute(async (trx) => {
    const id = newId();
    await trx
      .insertInto('conversations')
      .values({ id, user_low: null, user_high: null, is_group: 1, name: input.name, created_at: input.now })
      .execute();
    await insertMembers(trx, id, input.memberIds);
    const row = await appendMessage(trx, engine, id, input.first, input.now);
    await trx
      .updateTable('conversation_members')
      .set({ last_seen_message_id: row.id })
      .where('conversation_id', '=', id)
      .where('user_id', '=', input.first.senderId)
      .execute();
    return row;
  });
}

export async function insertMembers(db: Db, conversationId: string, userIds: string[]): Promise<void> {
  assertTransaction(db, 'insertMembers');
  await db
    .insertInto('conversation_members')
    .values(userIds.map((userId) => ({ conversation_id: conversationId, user_id: userId, other_user_id: null })))
    .execute();
}

export async function removeMember(db: Db, conversationId: string, userId: string): Promise<void> {
  await db
    .deleteFrom('conversation_members')
    .where('conversation_id', '=', conversationId)
    .where('user_id', '=', userId)
    .execute();
}

export async function renameGroup(db: Db, conversationId: string, name: string): Promise<void> {
  await db.updateTable('conversations').set({ name }).where('id', '=', conversationId).execute();
}

/**
 * One change to a group, atomically: the conversation is locked, `change` sees its members (and may
 * refuse by throwing, or change the members or the name), and the message it returns is appended; `within`,
 * if given, runs next in the same transaction with the members after the change.
 * Answers undefined when the actor is not a member of this group, with nothing changed.
 */
export async function changeGroup<T = undefined>(
  db: Db,
  engine: Engine,
  conversationId: string,
  actorId: string,
  now: number,
  change: (trx: Db, memberIds: string[]) => Promise<NewMessage>,
  within?: WithMessage<T>,
): Promise<{ row: MessageRow; memberIds: string[]; membersBefore: string[]; done: T | undefined } | undefined> {
  return db.transaction().execute(async (trx) => {
    if (engine === 'postgres') {
      await trx.selectFrom('conversations').select('id').where('id', '=', conversationId).forUpdate().execute();
    }
    const group = await trx
      .selectFrom('conversations')
      .select('id')
      .where('id', '=', conversationId)
      .where('is_group', '=', 1)
      .executeTakeFirst();
    if (!group) return undefined;
    const membersBefore = await memberIds(trx, conversationId);
    if (!membersBefore.includes(actorId)) return undefined;
    const message = await change(trx, membersBefore);
    const row = await appendMessage(trx, engine, conversationId, message, now);
    const members = await memberIds(trx, conversationId);
    return { row, memberIds: members, membersBefore, done: await within?.(trx, row, members) };
  });
}
