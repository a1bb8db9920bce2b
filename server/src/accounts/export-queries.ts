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

/** One person's archive, kind by kind; every reader pages by an indexed key, after `after` ('' = from the start). */
export const exportQueries = {
  posts: (db: Db, userId: string) =>
    pagesOf(
      (after, limit) =>
        db
          .selectFrom('posts')
          .selectAll()
          .where('author_id', '=', userId)
          .where('id', '>', after)
          .orderBy('id')
          .limit(limit)
          .execute(),
      (row) => row.id,
    ),
  replies: (db: Db, userId: string) =>
    pagesOf(
      (after, limit) =>
        db
          .selectFrom('replies')
          .selectAll()
          .where('user_id', '=', userId)
          .where('id', '>', after)
          .orderBy('id')
          .limit(limit)
          .execute(),
      (row) => row.id,
    ),
  likes: (db: Db, userId: string) =>
    pagesOf(
      (after, limit) =>
        db
          .selectFrom('likes')
          .selectAll()
          .where('user_id', '=', userId)
          .where('post_id', '>', after)
          .orderBy('post_id')
          .limit(limit)
          .execute(),
      (row) => row.post_id,
    ),
  following: (db: Db, userId: string) =>
    pagesOf(
      (after, limit) =>
        db
          .selectFrom('follows')
          .innerJoin('users', 'users.id', 'follows.followee_id')
          .select(['users.id', 'users.username', 'follows.created_at'])
          .where('follows.follower_id', '=', userId)
          .where('follows.followee_id', '>', after)
          .orderBy('follows.followee_id')
          .limit(limit)
          .execute(),
      (row) => row.id,
    ),
  followers: (db: Db, userId: string) =>
    pagesOf(
      (after, limit) =>
        db
          .selectFrom('follows')
          .innerJoin('users', 'users.id', 'follows.follower_id')
          .select(['users.id', 'users.username', 'follows.created_at'])
          .where('follows.followee_id', '=', userId)
          .where('follows.follower_id', '>', after)
          .orderBy('follows.follower_id')
          .limit(limit)
          .execute(),
      (row) => row.id,
    ),
  stories: (db: Db, userId: string) =>
    pagesOf(
      (after, limit) =>
        db
          .selectFrom('stories')
          .selectAll()
          .where('user_id', '=', userId)
          .where('id', '>', after)
          .orderBy('id')
          .limit(limit)
          .execute(),
      (row) => row.id,
    ),
  conversations: (db: Db, userId: string) =>
    pagesOf(
      (after, limit) =>
        db
          .selectFrom('conversation_members as m')
          .leftJoin('users as other', 'other.id', 'm.other_user_id')
          .select(['m.conversation_id', 'other.id as other_id', 'other.username', 'other.deleted_at'])
          .where('m.user_id', '=', userId)
          .where('m.conversation_id', '>', after)
          .orderBy('m.conversation_id')
          .limit(limit)
          .execute(),
      (row) => row.conversation_id,
    ),
  /** Every message of one of the person's conversations (both sides). */
  messages: (db: Db, conversationId: string) =>
    pagesOf(
      (after, limit) =>
        db
          .selectFrom('messages')
          .selectAll()
          .where('conversation_id', '=', conversationId)
          .where('id', '>', after)
          .orderBy('id')
          .limit(limit)
          .execute(),
      (row) => row.id,
    ),
  notifications: (db: Db, userId: string) =>
    pagesOf(
      (after, limit) =>
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
          .where('notifications.recipient_id', '=', userId)
          .where('notifications.id', '>', after)
          .orderBy('notifications.id')
          .limit(limit)
          .execute(),
      (row) => row.id,
    ),
};
