import { compiledForIds } from '../db/compiled-once.js';
import type { Db } from '../db/schema.js';
import { joinVisibleAuthor } from '../visibility/index.js';

/** True when this like was added now; a duplicate (a concurrent second click) is absorbed by the primary key. */
export async function insertLike(db: Db, postId: string, userId: string, now: number): Promise<boolean> {
  const result = await db
    .insertInto('likes')
    .values({ post_id: postId, user_id: userId, created_at: now })
    .onConflict((oc) => oc.columns(['post_id', 'user_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function deleteLike(db: Db, postId: string, userId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('likes')
    .where('post_id', '=', postId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Likes of a page of posts by active users, in one query. */
export const likesOfPosts = compiledForIds((db, postIds) =>
  db
    .selectFrom('likes')
    .$call((q) => joinVisibleAuthor(q, 'likes.user_id', null))
    .select(['likes.post_id', 'likes.user_id'])
    .where('likes.post_id', 'in', postIds)
    .orderBy('likes.created_at'),
);

/** Counted like the likes list: active users only. */
export async function countLikes(db: Db, postId: string): Promise<number> {
  const row = await db
    .selectFrom('likes')
    .$call((q) => joinVisibleAuthor(q, 'likes.user_id', null))
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('likes.post_id', '=', postId)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}
