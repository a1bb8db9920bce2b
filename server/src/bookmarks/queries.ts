import { newestFirst } from '../db/pagination.js';
import type { Db } from '../db/schema.js';

/** True when this bookmark was added now; a concurrent second click is absorbed by the primary key. */
export async function insertBookmark(
  db: Db,
  row: { user_id: string; post_id: string; id: string; created_at: number },
) {
  const result = await db
    .insertInto('bookmarks')
    .values(row)
    .onConflict((oc) => oc.columns(['user_id', 'post_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function deleteBookmark(db: Db, userId: string, postId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('bookmarks')
    .where('user_id', '=', userId)
    .where('post_id', '=', postId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The id of the person's bookmark of a post (a page cursor), if they bookmarked it. */
export async function bookmarkIdOf(db: Db, userId: string, postId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('bookmarks')
    .select('id')
    .where('user_id', '=', userId)
    .where('post_id', '=', postId)
    .executeTakeFirst();
  return row?.id;
}

/** The person's bookmarked posts, most recently bookmarked first, by the (user_id, id) index. */
export async function bookmarksPage(db: Db, userId: string, page: { before?: string; limit: number }) {
  const query = db
    .selectFrom('bookmarks')
    .innerJoin('posts', 'posts.id', 'bookmarks.post_id')
    .selectAll('posts')
    .select('bookmarks.id as bookmark_id')
    .where('bookmarks.user_id', '=', userId);
  return query.$call(newestFirst('bookmarks.id', page)).execute();
}
