/** What each member has read: read positions, unread counts and badges, marking seen. */
import type { ExpressionBuilder } from 'kysely';
import type { Database, Db } from '../../db/schema.js';
import { listedConversations } from './conversations.js';

/** Where each member of a group has read up to: who has seen which message. */
export async function readPositions(db: Db, conversationId: string) {
  return db
    .selectFrom('conversation_members')
    .select(['user_id', 'last_seen_message_id'])
    .where('conversation_id', '=', conversationId)
    .execute();
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
