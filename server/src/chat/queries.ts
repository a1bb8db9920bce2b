import type { ExpressionBuilder } from 'kysely';
import { idAfter, newId } from '../db/ids.js';
import { newestFirst, oldestFirst } from '../db/pagination.js';
import type { Database, Db, Engine } from '../db/schema.js';
import type { MessageKind, MessageRow } from '../db/tables/messages.js';
import { assertTransaction } from '../db/transactions.js';
import { isActiveUser } from '../visibility/index.js';
import { cachedConversationId, rememberConversationId } from './conversation-ids.js';

export interface ConversationListRow {
  conversation_id: string;
  is_group: number;
  name: string;
  other_id: string | null;
  other_username: string | null;
  other_profile_pic: string | null;
  /** Set when the other person deleted their account: shown without a name (the app says "Unknown"). */
  other_deleted_at: number | null;
  last_id: string;
  last_text: string;
  last_img: string;
  last_sender_id: string;
  last_seen: number;
  last_created_at: number;
  last_kind: MessageKind;
  last_subject_id: string | null;
  last_deleted: number;
}

export interface GroupMemberRow {
  conversation_id: string;
  last_seen_message_id: string | null;
  id: string;
  username: string;
  profile_pic: string;
}

/** What a new message holds besides its conversation, id and time. */
export interface NewMessage {
  senderId: string;
  text: string;
  img: string;
  kind?: MessageKind;
  subjectId?: string | null;
}

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
 * Appends a message to a conversation inside `trx` and makes it every member's last message.
 *
 * The message's id is made after the conversation is locked, and above the conversation's newest id: so
 * within a conversation ids follow commit order, and a client catching up with `?after=<last id>` cannot
 * miss a message that committed after one with a greater id.
 */
async function appendMessage(
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
 * (conversation-ids.ts).
 */
export async function insertMessage(
  db: Db,
  engine: Engine,
  input: { senderId: string; recipientId: string; text: string; img: string; now: number },
): Promise<{ row: MessageRow; startedConversation: boolean }> {
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
    return { row, startedConversation };
  });
  if (!known) rememberConversationId(db, input.senderId, input.recipientId, stored.row.conversation_id);
  return stored;
}

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
 * refuse by throwing, or change the members or the name), and the message it returns is appended.
 * Answers undefined when the actor is not a member of this group, with nothing changed.
 */
export async function changeGroup(
  db: Db,
  engine: Engine,
  conversationId: string,
  actorId: string,
  now: number,
  change: (trx: Db, memberIds: string[]) => Promise<NewMessage>,
): Promise<{ row: MessageRow; memberIds: string[]; membersBefore: string[] } | undefined> {
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
    return { row, memberIds: await memberIds(trx, conversationId), membersBefore };
  });
}

/** Every member of a conversation, by id. */
export async function memberIds(db: Db, conversationId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('conversation_members')
    .select('user_id')
    .where('conversation_id', '=', conversationId)
    .execute();
  return rows.map((row) => row.user_id);
}

/** The user's membership of a conversation, with what kind it is; undefined when not a member. */
export async function findMembership(db: Db, conversationId: string, userId: string) {
  return db
    .selectFrom('conversation_members as m')
    .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
    .select([
      'm.conversation_id',
      'm.other_user_id',
      'm.last_message_id',
      'm.last_seen_message_id',
      'c.is_group',
      'c.name',
    ])
    .where('m.conversation_id', '=', conversationId)
    .where('m.user_id', '=', userId)
    .executeTakeFirst();
}
export type Membership = NonNullable<Awaited<ReturnType<typeof findMembership>>>;

/** Where each member of a group has read up to: who has seen which message. */
export async function readPositions(db: Db, conversationId: string) {
  return db
    .selectFrom('conversation_members')
    .select(['user_id', 'last_seen_message_id'])
    .where('conversation_id', '=', conversationId)
    .execute();
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

/**
 * The conversations the user's list shows: groups, and pairs whose other member is active (or a deleted
 * account's stand-in, whom the other side keeps).
 */
function listedConversations(db: Db, userId: string) {
  return db
    .selectFrom('conversation_members as m')
    .innerJoin('conversations as c', 'c.id', 'm.conversation_id')
    .leftJoin('users as other', 'other.id', 'm.other_user_id')
    .where('m.user_id', '=', userId)
    .where((eb) => eb.or([eb('c.is_group', '=', 1), isActiveUser('other'), eb('other.deleted_at', 'is not', null)]));
}

/** The user's listed conversations with a message, most recent message first; groups only with `groups`. */
export async function conversationPage(
  db: Db,
  userId: string,
  options: { before?: string; conversationId?: string; groups: boolean; limit: number },
): Promise<ConversationListRow[]> {
  let query = listedConversations(db, userId)
    .innerJoin('messages as last', 'last.id', 'm.last_message_id')
    .select([
      'm.conversation_id',
      'c.is_group',
      'c.name',
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
      'last.kind as last_kind',
      'last.subject_id as last_subject_id',
      'last.deleted as last_deleted',
    ])
    .where('m.last_message_id', 'is not', null);
  if (options.conversationId) query = query.where('m.conversation_id', '=', options.conversationId);
  if (!options.groups) query = query.where('c.is_group', '=', 0);
  return query.$call(newestFirst('m.last_message_id', options)).execute();
}

/** The active members of these groups other than the user, with where each has read up to. */
export async function groupMembers(db: Db, userId: string, conversationIds: string[]) {
  if (conversationIds.length === 0) return [];
  return db
    .selectFrom('conversation_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.conversation_id', 'm.last_seen_message_id', 'u.id', 'u.username', 'u.profile_pic'])
    .where('m.conversation_id', 'in', conversationIds)
    .where('m.user_id', '!=', userId)
    .where(isActiveUser('u'))
    .orderBy('u.username')
    .execute();
}

/** Usernames by id, for the sentences of system messages. */
export async function usernames(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'username']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.username]));
}

/**
 * Messages from others that the member `m` has not seen: above their read position and, in a pair, not
 * flagged seen (pairs read before read positions existed have only the flag). System messages and deleted
 * ones are never unread.
 */
function isUnread(eb: ExpressionBuilder<Database & { m: Database['conversation_members'] }, 'messages' | 'm'>) {
  return eb.and([
    eb('messages.sender_id', '!=', eb.ref('m.user_id')),
    eb('messages.seen', '=', 0),
    eb('messages.deleted', '=', 0),
    eb('messages.kind', '=', 'text'),
    eb.or([eb('m.last_seen_message_id', 'is', null), eb('messages.id', '>', eb.ref('m.last_seen_message_id'))]),
  ]);
}

/** Unread messages per conversation. */
export async function unreadCounts(db: Db, userId: string, conversationIds: string[]): Promise<Map<string, number>> {
  if (conversationIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('messages')
    .innerJoin('conversation_members as m', (join) =>
      join.onRef('m.conversation_id', '=', 'messages.conversation_id').on('m.user_id', '=', userId),
    )
    .select(['messages.conversation_id', (eb) => eb.fn.countAll<number>().as('unread')])
    .where('messages.conversation_id', 'in', conversationIds)
    .where(isUnread)
    .groupBy('messages.conversation_id')
    .execute();
  return new Map(rows.map((r) => [r.conversation_id, Number(r.unread)]));
}

/** Every unread message of the user, in any conversation (the app icon's badge). */
export async function unreadMessageTotal(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom('messages')
    .innerJoin('conversation_members as m', 'm.conversation_id', 'messages.conversation_id')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('m.user_id', '=', userId)
    .where(isUnread)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** How many listed conversations hold an unread message (the chat badge). */
export async function unreadConversationCount(db: Db, userId: string): Promise<number> {
  const row = await listedConversations(db, userId)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where((eb) =>
      eb.or([eb('m.last_seen_message_id', 'is', null), eb('m.last_message_id', '>', eb.ref('m.last_seen_message_id'))]),
    )
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('messages')
          .select('messages.id')
          .whereRef('messages.conversation_id', '=', 'm.conversation_id')
          .where(isUnread),
      ),
    )
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/**
 * Moves the reader's read position up to `upTo`, and in a pair flags the other's messages seen.
 * Answers how many messages from others became seen (in a group: whether the position moved at all).
 */
export async function markSeen(
  db: Db,
  membership: { conversation_id: string; other_user_id: string | null },
  readerId: string,
  upTo: string,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const moved = await trx
      .updateTable('conversation_members')
      .set({ last_seen_message_id: upTo })
      .where('conversation_id', '=', membership.conversation_id)
      .where('user_id', '=', readerId)
      .where((eb) => eb.or([eb('last_seen_message_id', 'is', null), eb('last_seen_message_id', '<', upTo)]))
      .executeTakeFirst();
    if (!membership.other_user_id) return Number(moved.numUpdatedRows);
    const flagged = await trx
      .updateTable('messages')
      .set({ seen: 1 })
      .where('conversation_id', '=', membership.conversation_id)
      .where('sender_id', '=', membership.other_user_id)
      .where('seen', '=', 0)
      .executeTakeFirst();
    return Number(flagged.numUpdatedRows);
  });
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
