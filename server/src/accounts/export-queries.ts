import type { SelectQueryBuilder } from 'kysely';
import { oldestFirst } from '../db/pagination.js';
import type { Db } from '../db/schema.js';

/** Rows per query: the export holds one page of a kind at a time, whatever the person's history. */
export const EXPORT_PAGE_SIZE = 500;

/**
 * Every row of one kind, a page at a time in key order, each page read from after the last key: memory
 * holds one page, and each page is one indexed query.
 */
export async function* pagesOf<Row>(
  read: (after: string, limit: number) => Promise<Row[]>,
  keyOf: (row: Row) => string,
): AsyncGenerator<Row[]> {
  let after = '';
  for (;;) {
    const rows = await read(after, EXPORT_PAGE_SIZE);
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < EXPORT_PAGE_SIZE) return;
    after = keyOf(last);
  }
}

/** Every row `query` selects, a page at a time, ordered by and paged on the unique column `key`. */
function keyset<Tables, Names extends keyof Tables, Row>(
  query: SelectQueryBuilder<Tables, Names, Row>,
  key: string,
  keyOf: (row: Row) => string,
) {
  return pagesOf((after, limit) => query.$call(oldestFirst(key, { after, limit })).execute(), keyOf);
}

/** One person's archive, kind by kind, each paged on an indexed key. */
export const exportQueries = {
  posts: (db: Db, userId: string) =>
    keyset(
      db
        .selectFrom('posts')
        .selectAll()
        .where('author_id', '=', userId)
        .where('reply_to', 'is', null)
        .where('deleted_at', 'is', null),
      'id',
      (row) => row.id,
    ),
  replies: (db: Db, userId: string) =>
    keyset(
      db
        .selectFrom('posts')
        .selectAll()
        .where('author_id', '=', userId)
        .where('reply_to', 'is not', null)
        .where('deleted_at', 'is', null),
      'id',
      (row) => row.id,
    ),
  likes: (db: Db, userId: string) =>
    keyset(db.selectFrom('likes').selectAll().where('user_id', '=', userId), 'post_id', (row) => row.post_id),
  bookmarks: (db: Db, userId: string) =>
    keyset(db.selectFrom('bookmarks').selectAll().where('user_id', '=', userId), 'id', (row) => row.id),
  following: (db: Db, userId: string) =>
    keyset(
      db
        .selectFrom('follows')
        .innerJoin('users', 'users.id', 'follows.followee_id')
        .select(['users.id', 'users.username', 'follows.created_at'])
        .where('follows.follower_id', '=', userId),
      'follows.followee_id',
      (row) => row.id,
    ),
  followers: (db: Db, userId: string) =>
    keyset(
      db
        .selectFrom('follows')
        .innerJoin('users', 'users.id', 'follows.follower_id')
        .select(['users.id', 'users.username', 'follows.created_at'])
        .where('follows.followee_id', '=', userId),
      'follows.follower_id',
      (row) => row.id,
    ),
  stories: (db: Db, userId: string) =>
    keyset(db.selectFrom('stories').selectAll().where('user_id', '=', userId), 'id', (row) => row.id),
  conversations: (db: Db, userId: string) =>
    keyset(
      db
        .selectFrom('conversation_members as m')
        .leftJoin('users as other', 'other.id', 'm.other_user_id')
        .select(['m.conversation_id', 'other.id as other_id', 'other.username', 'other.deleted_at'])
        .where('m.user_id', '=', userId),
      'm.conversation_id',
      (row) => row.conversation_id,
    ),
  /** Every message of one of the person's conversations (both sides). */
  messages: (db: Db, conversationId: string) =>
    keyset(db.selectFrom('messages').selectAll().where('conversation_id', '=', conversationId), 'id', (row) => row.id),
  notifications: (db: Db, userId: string) =>
    keyset(
      db
        .selectFrom('notifications')
        .innerJoin('users as sender', 'sender.id', 'notifications.sender_id')
        .select([
          'notifications.id',
          'notifications.type',
          'notifications.post_id',
          'notifications.is_read',
          'notifications.created_at',
          'sender.id as sender_id',
          'sender.username as sender_username',
        ])
        .where('notifications.recipient_id', '=', userId),
      'notifications.id',
      (row) => row.id,
    ),
};
