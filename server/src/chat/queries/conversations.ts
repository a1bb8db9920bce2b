/** Reading a person's conversations: pairs, memberships, the listed conversations and their members. */
import { newestFirst } from '../../db/pagination.js';
import type { Db } from '../../db/schema.js';
import type { MessageKind } from '../../db/tables/messages.js';
import { isActiveUser, joinVisibleAuthor } from '../../visibility/index.js';

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

/** The pair in its stored order, so (a, b) and (b, a) name the same conversation. */
export function orderedPair(a: string, b: string) {
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

/**
 * The conversations the user's list shows: groups, and pairs whose other member is active (or a deleted
 * account's stand-in, whom the other side keeps).
 */
export function listedConversations(db: Db, userId: string) {
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
    .$call((q) => joinVisibleAuthor(q, 'm.user_id', null, 'u'))
    .select(['m.conversation_id', 'm.last_seen_message_id', 'u.id', 'u.username', 'u.profile_pic'])
    .where('m.conversation_id', 'in', conversationIds)
    .where('m.user_id', '!=', userId)
    .orderBy('u.username')
    .execute();
}

/** Usernames by id, for the sentences of system messages. */
export async function usernames(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('users').select(['id', 'username']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.username]));
}
