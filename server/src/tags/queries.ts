import { newestFirst } from '../db/pagination.js';
import type { Db } from '../db/schema.js';
import { joinVisibleAuthor } from '../visibility/index.js';

/** Makes a post's stored tags exactly `tags` (at create and at every edit). */
export async function replacePostTags(db: Db, post: { id: string; created_at: number }, tags: readonly string[]) {
  await db.deleteFrom('post_tags').where('post_id', '=', post.id).execute();
  if (tags.length === 0) return;
  await db
    .insertInto('post_tags')
    .values(tags.map((tag) => ({ tag, post_id: post.id, created_at: post.created_at })))
    .execute();
}

/** A tag's posts newest first, by the (tag, post_id) key. */
export async function tagPostsPage(db: Db, tag: string, page: { before?: string; limit: number }) {
  const query = db
    .selectFrom('post_tags')
    .innerJoin('posts', 'posts.id', 'post_tags.post_id')
    .selectAll('posts')
    .where('post_tags.tag', '=', tag);
  return query.$call(newestFirst('post_tags.post_id', page)).execute();
}

/** The most used tags since `since` by distinct posts of active people (a post holds a tag once). */
export async function trendingTags(db: Db, since: number, limit: number) {
  const rows = await db
    .selectFrom('post_tags')
    .innerJoin('posts', 'posts.id', 'post_tags.post_id')
    .$call((q) => joinVisibleAuthor(q, 'posts.author_id', null, 'author'))
    .select(['post_tags.tag', (eb) => eb.fn.countAll<number | string>().as('posts')])
    .where('post_tags.created_at', '>=', since)
    .groupBy('post_tags.tag')
    .orderBy('posts', 'desc')
    .orderBy('post_tags.tag')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ tag: row.tag, posts: Number(row.posts) }));
}
