import type { AppContext } from '../context.js';
import type { Paging } from '../db/pagination.js';
import type { PostRow } from '../db/tables/posts.js';
import { followingIds } from '../follows/queries.js';
import type { Viewer } from '../visibility/index.js';
import { newestPostsOf, rowsInOrder } from './queries.js';
import { visibleToReader } from './read-filter.js';
import { showEachPostOnce } from './repost-groups.js';
import {
  type IdRange,
  insertEntries,
  insertTimeline,
  postsOfAuthors,
  TIMELINE_LENGTH,
  timelinePosts,
  timelineWithBigAuthors,
} from './timeline-queries.js';

/** Extra candidates read per step, so a few hidden posts rarely cost a second step. */
const SLACK = 5;

/** Whom a reader's feed reads from when it reads from follows: the reader and the active people followed. */
async function feedAuthors(ctx: AppContext, userId: string): Promise<string[]> {
  return [userId, ...(await followingIds(ctx.db, userId, null, 'unordered'))];
}

/**
 * A timeline that does not exist yet (a new install, a person who never read their feed) is built from
 * follows on first read: the newest TIMELINE_LENGTH posts of the people followed. Its horizon is the oldest
 * of them when there were more (below it, the feed keeps reading from follows), '' when that was all.
 */
async function readersTimeline(ctx: AppContext, userId: string): Promise<{ horizon: string; bigAuthors: string[] }> {
  const existing = await timelineWithBigAuthors(ctx.db, userId);
  if (existing) return existing;
  const authors = await feedAuthors(ctx, userId);
  const refs = await newestPostsOf(ctx.db, ctx.engine, authors, { take: TIMELINE_LENGTH, videoOnly: false });
  await insertEntries(
    ctx.db,
    refs.map((ref) => ({ user_id: userId, post_id: ref.id, author_id: ref.author_id })),
  );
  const horizon = refs.length === TIMELINE_LENGTH ? (refs[refs.length - 1]?.id ?? '') : '';
  await insertTimeline(ctx.db, userId, horizon, ctx.clock());
  return (await timelineWithBigAuthors(ctx.db, userId)) ?? { horizon, bigAuthors: [] };
}

/** Newest first, without duplicates (a big author's post may also have been fanned out before they grew). */
function mergeNewestFirst(a: PostRow[], b: PostRow[], limit: number): PostRow[] {
  if (b.length === 0) return a;
  const byId = new Map([...a, ...b].map((row) => [row.id, row]));
  return [...byId.values()].sort((x, y) => (x.id < y.id ? 1 : x.id > y.id ? -1 : 0)).slice(0, limit);
}

type Source = (before: string | undefined, limit: number) => Promise<PostRow[]>;

type Filter = (rows: PostRow[]) => Promise<PostRow[]>;

/**
 * Walks a source newest first until `take` posts pass the filter or it runs dry; returns them and
 * whether it ran dry. Every step filters (the reader's visibility, each post once) before counting.
 */
async function collectVisible(
  source: Source,
  keep: Filter,
  before: string | undefined,
  take: number,
): Promise<{ rows: PostRow[]; exhausted: boolean }> {
  const rows: PostRow[] = [];
  let cursor = before;
  while (rows.length < take) {
    const limit = take - rows.length + SLACK;
    const candidates = await source(cursor, limit);
    rows.push(...(await keep(candidates)));
    if (candidates.length < limit) return { rows: rows.slice(0, take), exhausted: true };
    cursor = candidates[candidates.length - 1]?.id;
  }
  return { rows: rows.slice(0, take), exhausted: false };
}

/**
 * A home feed page from the reader's timeline: the fanned-out entries merged with the recent posts of the
 * big authors they follow, down to the horizon; below it (a trimmed timeline, or a page that deep), the
 * posts of the people followed, read from follows. Both are newest first by id, so `?before=` and `?page=`
 * see one order. A post shows once, at its newest entry, however many people followed reposted it.
 */
export async function timelinePage(ctx: AppContext, reader: Viewer, paging: Paging): Promise<PostRow[]> {
  const readerId = reader.id ?? '';
  const take = paging.offset + paging.limit;
  const { horizon, bigAuthors } = await readersTimeline(ctx, readerId);
  const fromTimeline: Source = async (before, limit) => {
    const range: IdRange = { before, from: horizon };
    const [entries, merged] = await Promise.all([
      timelinePosts(ctx.db, readerId, range, limit),
      postsOfAuthors(ctx.db, bigAuthors, range, limit),
    ]);
    return mergeNewestFirst(entries, merged, limit);
  };
  const eachPostOnce = showEachPostOnce(ctx, reader, paging.before);
  const keep: Filter = async (rows) => eachPostOnce(await visibleToReader(ctx, reader, rows));
  const recent = await collectVisible(fromTimeline, keep, paging.before, take);
  let rows = recent.rows;
  if (rows.length < take && recent.exhausted && horizon !== '') {
    const authors = await feedAuthors(ctx, readerId);
    const fromFollows: Source = async (before, limit) =>
      rowsInOrder(ctx.db, await newestPostsOf(ctx.db, ctx.engine, authors, { before, take: limit, videoOnly: false }));
    const below = paging.before && paging.before < horizon ? paging.before : horizon;
    rows = [...rows, ...(await collectVisible(fromFollows, keep, below, take - rows.length)).rows];
  }
  return rows.slice(paging.offset, take);
}
