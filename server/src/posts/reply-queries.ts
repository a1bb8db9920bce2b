import { sql } from 'kysely';
import { compiledForIds } from '../db/compiled-once.js';
import { newestFirst } from '../db/pagination.js';
import type { Db } from '../db/schema.js';
import type { PostRow } from '../db/tables/posts.js';
import { joinVisibleAuthor } from '../visibility/index.js';
import type { PageOptions } from './queries.js';

/** Direct replies to a page of posts by active users, oldest first, with their authors, in one query. */
export const directRepliesOf = compiledForIds((db, postIds) =>
  db
    .selectFrom('posts')
    .$call((q) => joinVisibleAuthor(q, 'posts.author_id', null))
    .select(['posts.id', 'posts.reply_to', 'posts.author_id', 'posts.text', 'posts.created_at'])
    .select(['users.username', 'users.profile_pic'])
    .where('posts.reply_to', 'in', postIds)
    .where('posts.deleted_at', 'is', null)
    .orderBy('posts.id'),
);

export type ReplyWithAuthor = Awaited<ReturnType<typeof directRepliesOf>>[number];

const authorNameRows = compiledForIds((db, postIds) =>
  db
    .selectFrom('posts')
    .innerJoin('users', 'users.id', 'posts.author_id')
    .select(['posts.id', 'posts.deleted_at', 'users.username'])
    .where('posts.id', 'in', postIds),
);

/** The usernames of these posts' authors (a reply's `replyTo`); '' for a deleted post's placeholder. */
export async function postAuthorNames(db: Db, postIds: readonly string[]) {
  const rows = await authorNameRows(db, postIds);
  return rows.map((row) => ({ id: row.id, username: row.deleted_at === null ? row.username : '' }));
}

/** One person's replies newest first, by the partial index `posts_author_replies`. */
export async function authorRepliesPage(db: Db, authorId: string, page: PageOptions) {
  const query = db
    .selectFrom('posts')
    .selectAll()
    .where('author_id', '=', authorId)
    .where('reply_to', 'is not', null)
    .where('deleted_at', 'is', null);
  return query.$call(newestFirst('id', page)).execute();
}

/** A post's direct replies newest first, placeholders included (the thread shows those with replies). */
export async function repliesPage(db: Db, parentId: string, page: PageOptions) {
  const query = db.selectFrom('posts').selectAll().where('reply_to', '=', parentId);
  return query.$call(newestFirst('id', page)).execute();
}

/**
 * The chain above a post, root first: its parent, the parent's parent… in one recursive statement, at most
 * `max` of them (the nearest); the caller adds the root when the chain was longer.
 */
export async function ancestorsOf(db: Db, post: PostRow, max: number): Promise<PostRow[]> {
  if (!post.reply_to) return [];
  const result = await sql<PostRow>`
    with recursive chain(id, parent, depth) as (
      select id, reply_to, 1 from posts where id = ${post.reply_to}
      union all
      select p.id, p.reply_to, c.depth + 1 from posts p join chain c on p.id = c.parent where c.depth < ${max}
    )
    select posts.* from chain join posts on posts.id = chain.id order by chain.depth desc`.execute(db);
  return result.rows;
}

/** The ids of a post's direct replies (their views name it in `replyTo`). */
export async function directReplyIds(db: Db, postId: string): Promise<string[]> {
  const rows = await db.selectFrom('posts').select('id').where('reply_to', '=', postId).execute();
  return rows.map((row) => row.id);
}

/** Whether anything replies to the post (placeholders included: they keep their own replies in place). */
export async function hasReplies(db: Db, postId: string): Promise<boolean> {
  const row = await db.selectFrom('posts').select('id').where('reply_to', '=', postId).limit(1).executeTakeFirst();
  return row !== undefined;
}
