import { sql } from 'kysely';
import { decodeTime } from 'ulidx';
import { idFloor } from '../db/ids.js';
import { newestFirst } from '../db/pagination.js';
import type { Db, Engine } from '../db/schema.js';
import type { PostRow } from '../db/tables/posts.js';
import { findPostsByIds, startsThread } from '../posts/queries.js';
import { windowSpans } from './id-windows.js';
import { postingRate } from './posting-rate.js';

/** Authors per statement: keeps the parameter count far below either engine's limit. */
const AUTHORS_PER_QUERY = 500;

export interface PostRef {
  id: string;
  author_id: string;
}

async function newestInWindow(
  db: Db,
  authorIds: string[],
  window: { before?: string; after?: string },
  take: number,
  videoOnly: boolean,
): Promise<PostRef[]> {
  let query = db
    .selectFrom('posts')
    .select(['id', 'author_id'])
    .where('author_id', 'in', authorIds)
    .where(startsThread());
  if (window.after) query = query.where('id', '>=', window.after);
  if (videoOnly) query = query.where('video', 'is not', null);
  return query.$call(newestFirst('id', { before: window.before, limit: take })).execute();
}

/**
 * Feeds list posts that start a thread (no replies, no placeholders): the partial indexes `posts_author_top`
 * and `posts_author_video` hold just those.
 *
 * PostgreSQL: a LATERAL join walks each author's (author_id, id) index (index-only) for at most `take` ids and
 * merges them, so a page costs (people followed × page) index reads however long anyone's history is. Without
 * it the planner may prefer scanning the primary key backwards and filtering by author.
 */
async function newestByAuthorLateral(
  db: Db,
  authorIds: string[],
  before: string | undefined,
  take: number,
  videoOnly: boolean,
): Promise<PostRef[]> {
  const beforeClause = before ? sql`and posts.id < ${before}` : sql``;
  const videoClause = videoOnly ? sql`and posts.video is not null` : sql``;
  const result = await sql<PostRef>`
    select p.id, p.author_id from unnest(${authorIds}::varchar[]) as a(author_id)
    cross join lateral (
      select posts.id, posts.author_id from posts
      where posts.author_id = a.author_id and ${startsThread()} ${beforeClause} ${videoClause}
      order by posts.id desc
      limit ${take}
    ) as p
    order by p.id desc
    limit ${take}`.execute(db);
  return result.rows;
}

/**
 * SQLite: each attempt reads, through the (author_id, id) index (the partial video index for
 * `videoOnly`), only the posts of a recent id window — ids are time-ordered — and widens the window
 * only when it holds too few posts for the page, so a long history is never scanned to serve its top.
 * The first window is sized from the site's posting rate, so one attempt is usually enough.
 */
async function newestByAuthorWindowed(
  db: Db,
  authorIds: string[],
  before: string | undefined,
  take: number,
  videoOnly: boolean,
): Promise<PostRef[]> {
  const top = before ? decodeTime(before) : Date.now();
  for (const span of windowSpans(authorIds.length, take, postingRate(db))) {
    const rows = await newestInWindow(db, authorIds, { before, after: idFloor(top - span) }, take, videoOnly);
    if (rows.length >= take) return rows;
  }
  return newestInWindow(db, authorIds, { before }, take, videoOnly);
}

/** The newest `take` posts by `authorIds` before `before`, newest first (ids are unique and time-ordered). */
export async function newestPostsOf(
  db: Db,
  engine: Engine,
  authorIds: readonly string[],
  options: { before?: string; take: number; videoOnly: boolean },
): Promise<PostRef[]> {
  const newest = engine === 'postgres' ? newestByAuthorLateral : newestByAuthorWindowed;
  const refs: PostRef[] = [];
  for (let i = 0; i < authorIds.length; i += AUTHORS_PER_QUERY) {
    const chunk = authorIds.slice(i, i + AUTHORS_PER_QUERY);
    refs.push(...(await newest(db, chunk, options.before, options.take, options.videoOnly)));
  }
  return refs.sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0)).slice(0, options.take);
}

/** Post rows for `refs`, in their order (a post deleted meanwhile drops out). */
export async function rowsInOrder(db: Db, refs: readonly PostRef[]): Promise<PostRow[]> {
  const found = await findPostsByIds(
    db,
    refs.map((r) => r.id),
  );
  const rows = new Map(found.map((row) => [row.id, row]));
  return refs.flatMap((ref) => rows.get(ref.id) ?? []);
}
