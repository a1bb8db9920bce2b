import { type ExpressionBuilder, type Insertable, type SqlBool, sql } from 'kysely';
import { compiledForIds, compiledOnce } from '../db/compiled-once.js';
import { newId } from '../db/ids.js';
import { newestFirst, PAGE_SIZE } from '../db/pagination.js';
import type { Database, Db } from '../db/schema.js';
import type { PostVersionRow } from '../db/tables/post-versions.js';
import { HYDRATED_POST_COLUMNS, type HydratedPostRow, type PostRow, type PostsTable } from '../db/tables/posts.js';
import { isActiveUser, joinVisibleAuthor, type UserKey } from '../visibility/index.js';

/**
 * What profiles and feeds list: posts that start a thread (reposts and quotes included), not placeholders.
 * Written as the partial index `posts_author_top` is, so a walk of one author's posts uses it.
 */
export const startsThread = (alias = 'posts') =>
  sql<SqlBool>`(${sql.ref(`${alias}.reply_to`)} is null and ${sql.ref(`${alias}.deleted_at`)} is null)`;

/** Not a placeholder left by a deleted post that had replies. */
export const notDeleted = (eb: ExpressionBuilder<Database, 'posts'>) => eb('posts.deleted_at', 'is', null);

export async function insertPost(db: Db, row: Insertable<PostsTable>): Promise<void> {
  await db.insertInto('posts').values(row).execute();
}

export async function findPostById(db: Db, id: string) {
  return db.selectFrom('posts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The post if it exists and its author is active: frozen and suspended users' posts are hidden like their profiles. */
export async function findVisiblePost(db: Db, id: string) {
  return db
    .selectFrom('posts')
    .$call((q) => joinVisibleAuthor(q, 'posts.author_id', null))
    .selectAll('posts')
    .where('posts.id', '=', id)
    .where(notDeleted)
    .executeTakeFirst();
}

const visiblePostHead = compiledOnce(
  (_db: Db, { id }: { id: string }) => sql<Pick<PostRow, 'id' | 'author_id' | 'followers_only'>>`
    select posts.id, posts.author_id, posts.followers_only from posts join users on users.id = posts.author_id
    where posts.id = ${id} and posts.deleted_at is null and ${isActiveUser('users')}`,
);

/**
 * What the post page asks of the row before taking the view from the post-view cache: that the post stands
 * and its author is active, and whether it is followers-only. Three columns, not the row's twenty-odd; compiled
 * once, as Kysely's builder and compiler cost this warm path more CPU than the statement itself (25 against 10 µs).
 */
export const findVisiblePostHead = async (db: Db, id: string) => (await visiblePostHead(db, { id }))[0];

export const findPostsByIds = compiledForIds((db, ids) => db.selectFrom('posts').selectAll().where('id', 'in', ids));

/** The same posts as hydration reads them (`HYDRATED_POST_COLUMNS`, 19 of 23 columns: ~15 % less CPU a cold page). */
export const findPostsToHydrate: (db: Db, ids: readonly string[]) => Promise<HydratedPostRow[]> = compiledForIds(
  (db, ids) => db.selectFrom('posts').select(HYDRATED_POST_COLUMNS).where('id', 'in', ids),
);

/** The author first, then the posts: one list, so `compiledForIds` compiles it once per length. */
const authorPostsToHydrate = compiledForIds((db, [authorId = '', ...ids]) =>
  db.selectFrom('posts').select(HYDRATED_POST_COLUMNS).where('author_id', '=', authorId).where('id', 'in', ids),
);

/**
 * `findPostsToHydrate` for posts of one author (a user-posts page's misses), found by `posts_author` (author, id):
 * the author's entries sit side by side there, where by id alone each post is a descent to its own page of the
 * id index (10 cold rows on the full dataset: ~110 against ~147 µs of CPU).
 */
export async function findAuthorPostsToHydrate(
  db: Db,
  authorId: string,
  ids: readonly string[],
): Promise<HydratedPostRow[]> {
  return ids.length === 0 ? [] : authorPostsToHydrate(db, [authorId, ...ids]);
}

/**
 * Writes an edit only if the post is still the version the editor read (text, warning and edit time), and
 * puts the words it replaces in the post's history; so two concurrent edits cannot both record the same
 * earlier version: false (nothing written) when another edit came first.
 */
export async function saveEdit(
  db: Db,
  read: PostRow,
  edit: { text: string; spoiler: string; edited_at: number },
): Promise<boolean> {
  const result = await db
    .updateTable('posts')
    .set(edit)
    .where('id', '=', read.id)
    .where('text', '=', read.text)
    .where('spoiler', '=', read.spoiler)
    .where('edited_at', read.edited_at === null ? 'is' : '=', read.edited_at)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return false;
  const written_at = read.edited_at ?? read.created_at;
  await db
    .insertInto('post_versions')
    .values({ post_id: read.id, id: newId(), text: read.text, spoiler: read.spoiler, written_at })
    .execute();
  return true;
}

/** A post's earlier versions, oldest first. */
export async function postVersions(db: Db, postId: string): Promise<PostVersionRow[]> {
  return db.selectFrom('post_versions').selectAll().where('post_id', '=', postId).orderBy('id').execute();
}

/** Reposts that are nothing but the original (no text of their own): they go when the original goes. */
export async function bareRepostIds(db: Db, originalId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('posts')
    .select('id')
    .where('repost_of', '=', originalId)
    .where('text', '=', '')
    .execute();
  return rows.map((r) => r.id);
}

/** A person's plain repost of a post (at most one: the unique index `posts_one_plain_repost`). */
export async function findPlainRepost(db: Db, authorId: string, originalId: string) {
  return db
    .selectFrom('posts')
    .selectAll()
    .where('author_id', '=', authorId)
    .where('repost_of', '=', originalId)
    .where('text', '=', '')
    .executeTakeFirst();
}

/** A viewer's bookmark of a post, or a plain repost of it (`id` the repost, `author_id` its author). */
export interface SubjectMark {
  kind: 'bookmark' | 'repost';
  subject: string;
  id: string;
  author_id: string;
}

function marksStatement(viewerId: string, subjects: readonly string[], byAnyone: boolean) {
  const ids = sql.join(subjects);
  const reposters = byAnyone ? sql`` : sql`and author_id = ${viewerId}`;
  return sql<SubjectMark>`
    select 'bookmark' as kind, post_id as subject, post_id as id, user_id as author_id
      from bookmarks where user_id = ${viewerId} and post_id in (${ids})
    union all select 'repost', repost_of, id, author_id
      from posts where repost_of in (${ids}) and text = '' ${reposters}`;
}

/** The longest list whose statement is compiled once (one per length and kind): two pages' worth. */
const MARKS_COMPILED_UP_TO = 2 * PAGE_SIZE;
const compiledMarks = new Map<string, (db: Db, args: Record<string, string>) => Promise<SubjectMark[]>>();

function compiledMarksOf(count: number, byAnyone: boolean) {
  const key = `${count} ${byAnyone}`;
  let marks = compiledMarks.get(key);
  if (marks === undefined) {
    marks = compiledOnce((_db: Db, args: Record<string, string>) =>
      marksStatement(
        args.viewer ?? '',
        Array.from({ length: count }, (_, i) => args[`s${i}`] ?? ''),
        byAnyone,
      ),
    );
    compiledMarks.set(key, marks);
  }
  return marks;
}

/**
 * The viewer's own marks on these posts, in one statement: their bookmarks, and the plain reposts of them
 * (the viewer's own; with `byAnyone`, everyone's, for the home feed's "reposted by"). A page's list runs a
 * statement compiled once (on PostgreSQL, prepared: planning it took ten times as long as running it).
 */
export async function marksAmong(
  db: Db,
  viewerId: string,
  subjects: readonly string[],
  byAnyone: boolean,
): Promise<SubjectMark[]> {
  if (subjects.length === 0) return [];
  if (subjects.length > MARKS_COMPILED_UP_TO)
    return (await marksStatement(viewerId, subjects, byAnyone).execute(db)).rows;
  const args: Record<string, string> = { viewer: viewerId };
  for (const [i, id] of subjects.entries()) args[`s${i}`] = id;
  return compiledMarksOf(subjects.length, byAnyone)(db, args);
}

/** Deletes posts; their likes, bookmarks, tags and notifications go with them by foreign-key cascade. */
export async function deletePosts(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('posts').where('id', 'in', ids).execute();
}

export interface PageOptions {
  before?: string;
  limit: number;
  offset: number;
}

const authorIdsQuery = (db: Db, authorId: string, publicOnly: boolean, limit: number, before?: string) =>
  db
    .selectFrom('posts')
    .select('id')
    .where('author_id', '=', authorId)
    .where(startsThread())
    .$if(publicOnly, (q) => q.where('followers_only', '=', 0))
    .$call(newestFirst('id', { before, limit }));

/** Each shape compiled once (`db/compiled-once.ts`): every user-posts page runs one, and Kysely's build cost more than it. */
const authorIdsOf = (publicOnly: boolean) => ({
  first: compiledOnce((db: Db, a: { authorId: string; limit: number }) =>
    authorIdsQuery(db, a.authorId, publicOnly, a.limit),
  ),
  before: compiledOnce((db: Db, a: { authorId: string; limit: number; before: string }) =>
    authorIdsQuery(db, a.authorId, publicOnly, a.limit, a.before),
  ),
});
const authorIds = { all: authorIdsOf(false), publicOnly: authorIdsOf(true) };

/**
 * The ids of a page of one author's posts, newest first, from the partial index `posts_author_top` alone
 * (the views come from the post-view cache); `publicOnly` leaves out followers-only posts, and only then
 * are the rows themselves read.
 */
export async function authorPostIdsPage(
  db: Db,
  authorId: string,
  publicOnly: boolean,
  page: { before?: string; limit: number },
): Promise<{ id: string }[]> {
  const shape = publicOnly ? authorIds.publicOnly : authorIds.all;
  const { before, limit } = page;
  return before ? shape.before(db, { authorId, limit, before }) : shape.first(db, { authorId, limit });
}

/** How many posts (reposts included, replies not) one author has, by the partial index `posts_author_top`. */
export async function countAuthorPosts(db: Db, authorId: string): Promise<number> {
  const row = await db
    .selectFrom('posts')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('author_id', '=', authorId)
    .where(startsThread())
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * A person's row (by id or username) with their post count as `countAuthorPosts` counts it (`post_count`), in
 * one statement compiled once: a profile (`users/service.ts getProfile`, and `ownProfile` for a drawn page).
 */
const userWithCountBy = (column: 'id' | 'username') =>
  compiledOnce((db: Db, { key }: { key: string }) =>
    db
      .selectFrom('users')
      .selectAll('users')
      .select((eb) =>
        eb
          .selectFrom('posts')
          .select((inner) => inner.fn.countAll<number | string>().as('count'))
          .whereRef('posts.author_id', '=', 'users.id')
          .where(startsThread())
          .as('post_count'),
      )
      .where(`users.${column}`, '=', key),
  );
const userWithCount = { id: userWithCountBy('id'), username: userWithCountBy('username') };

export async function userWithPostCount(db: Db, where: UserKey) {
  const [row] = await ('id' in where
    ? userWithCount.id(db, { key: where.id })
    : userWithCount.username(db, { key: where.username }));
  return row;
}

/** How many times each post of a page was reposted (by active users), in one query. */
export const repostCounts = compiledForIds((db, postIds) =>
  db
    .selectFrom('posts')
    .$call((q) => joinVisibleAuthor(q, 'posts.author_id', null))
    .select(['posts.repost_of', (eb) => eb.fn.countAll<number | string>().as('count')])
    .where('posts.repost_of', 'in', postIds)
    .groupBy('posts.repost_of'),
);
