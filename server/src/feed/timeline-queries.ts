import type { Compilable } from 'kysely';
import { compiledOnce } from '../db/compiled-once.js';
import { newestFirst } from '../db/pagination.js';
import type { Db, Engine } from '../db/schema.js';
import type { TimelineEntryRow } from '../db/tables/timeline-entries.js';
import { startsThread } from '../posts/queries.js';

/** Entries a timeline keeps (Mastodon keeps 800); older posts are read from follows when someone pages that far. */
export const TIMELINE_LENGTH = 800;
/** Rows per insert statement: keeps the parameter count far below either engine's limit. */
const ROWS_PER_INSERT = 500;

/** Idempotent: an entry already there (a job run twice, a rebuild racing a fan-out) is left as it is. */
export async function insertEntries(db: Db, rows: readonly TimelineEntryRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) {
    await db
      .insertInto('timeline_entries')
      .values(rows.slice(i, i + ROWS_PER_INSERT))
      .onConflict((oc) => oc.columns(['user_id', 'post_id']).doNothing())
      .execute();
  }
}

export async function findTimeline(db: Db, userId: string) {
  return db.selectFrom('timelines').select(['horizon']).where('user_id', '=', userId).executeTakeFirst();
}

/** Records a built timeline; a concurrent build of the same one keeps whichever committed first. */
export async function insertTimeline(db: Db, userId: string, horizon: string, now: number): Promise<void> {
  await db
    .insertInto('timelines')
    .values({ user_id: userId, horizon, built_at: now })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

/** Raises the horizon (never lowers it: below it the timeline may miss posts). */
export async function raiseHorizon(db: Db, userId: string, horizon: string): Promise<void> {
  await db
    .updateTable('timelines')
    .set({ horizon })
    .where('user_id', '=', userId)
    .where('horizon', '<', horizon)
    .execute();
}

/** Keeps the newest TIMELINE_LENGTH entries; what was cut is below the new horizon, read from follows. */
export async function trimTimeline(db: Db, userId: string): Promise<void> {
  const oldestKept = await db
    .selectFrom('timeline_entries')
    .select('post_id')
    .where('user_id', '=', userId)
    .orderBy('post_id', 'desc')
    .offset(TIMELINE_LENGTH - 1)
    .limit(1)
    .executeTakeFirst();
  if (!oldestKept) return;
  await raiseHorizon(db, userId, oldestKept.post_id);
  await db
    .deleteFrom('timeline_entries')
    .where('user_id', '=', userId)
    .where('post_id', '<', oldestKept.post_id)
    .execute();
}

/** Unfollowing takes the author's posts out (the read also checks the follow, for a fan-out still running). */
export async function deleteAuthorEntries(db: Db, userId: string, authorId: string): Promise<void> {
  await db.deleteFrom('timeline_entries').where('user_id', '=', userId).where('author_id', '=', authorId).execute();
}

/**
 * Takes an undone post out of the timelines it was fanned out to: its author's and their followers' (an
 * unfollow already took it out of former followers'), by primary-key probes.
 */
export async function deleteFannedOutPost(db: Db, post: { id: string; author_id: string }): Promise<void> {
  await db
    .deleteFrom('timeline_entries')
    .where('post_id', '=', post.id)
    .where((eb) =>
      eb.or([
        eb('user_id', '=', post.author_id),
        eb('user_id', 'in', eb.selectFrom('follows').select('follower_id').where('followee_id', '=', post.author_id)),
      ]),
    )
    .execute();
}

export interface IdRange {
  /** Exclusive upper bound. */
  before?: string;
  /** Inclusive lower bound ('' for none). */
  from: string;
}

/** A timeline entry: the post and its author, all a page needs before the post-view cache. */
export interface EntryRef {
  id: string;
  author_id: string;
}

/** One stretch of a timeline as ids, newest first, from its primary key; the reader's context judges them in memory. */
export async function timelineRefs(db: Db, userId: string, range: IdRange, limit: number): Promise<EntryRef[]> {
  let query = db.selectFrom('timeline_entries').select(['post_id as id', 'author_id']).where('user_id', '=', userId);
  if (range.from) query = query.where('post_id', '>=', range.from);
  return query.$call(newestFirst('post_id', { before: range.before, limit })).execute();
}

interface StartRow {
  horizon: string;
  post_id: string | null;
  author_id: string | null;
}

/** SQLite: the timeline row left-joined to its entries at or above its horizon (and below `before`, given one). */
const joinedStart = (db: Db, userId: string, limit: number, before?: string) =>
  db
    .selectFrom('timelines as t')
    .leftJoin('timeline_entries as te', (join) => {
      const inRange = join.onRef('te.user_id', '=', 't.user_id').onRef('te.post_id', '>=', 't.horizon');
      return before === undefined ? inRange : inRange.on('te.post_id', '<', before);
    })
    .select(['t.horizon', 'te.post_id', 'te.author_id'])
    .where('t.user_id', '=', userId)
    .orderBy('te.post_id', 'desc')
    .limit(limit);

/**
 * PostgreSQL: the same with the entries in a lateral subquery with their own order and limit, so they are read
 * newest first from the primary key and stop at the limit; joined as SQLite's, PostgreSQL reads every entry above
 * the horizon (up to 800) and sorts them, and planning that join cost more than running it.
 */
const lateralStart = (db: Db, userId: string, limit: number, before?: string) =>
  db
    .selectFrom('timelines as t')
    .leftJoinLateral(
      (eb) => {
        const inRange = eb
          .selectFrom('timeline_entries as e')
          .select(['e.post_id', 'e.author_id'])
          .whereRef('e.user_id', '=', 't.user_id')
          .whereRef('e.post_id', '>=', 't.horizon');
        const entries = before === undefined ? inRange : inRange.where('e.post_id', '<', before);
        return entries.orderBy('e.post_id', 'desc').limit(limit).as('te');
      },
      (join) => join.onTrue(),
    )
    .select(['t.horizon', 'te.post_id', 'te.author_id'])
    .where('t.user_id', '=', userId)
    .orderBy('te.post_id', 'desc');

/** Compiled once each (`db/compiled-once.ts`): every feed page runs one, and Kysely's build cost about half the statement. */
const compiledStarts = (start: (db: Db, userId: string, limit: number, before?: string) => Compilable<StartRow>) => ({
  first: compiledOnce((db: Db, a: { userId: string; limit: number }) => start(db, a.userId, a.limit)),
  before: compiledOnce((db: Db, a: { userId: string; limit: number; before: string }) =>
    start(db, a.userId, a.limit, a.before),
  ),
});

const startStatements = { sqlite: compiledStarts(joinedStart), postgres: compiledStarts(lateralStart) };

/** A timeline's horizon with its newest entries in a range (`timelineStart`). */
export interface TimelineStart {
  horizon: string;
  refs: readonly EntryRef[];
}

/**
 * The reader's timeline (undefined when it was never built) with its newest `limit` entries below `before`
 * and at or above its horizon, in one statement compiled once: the timeline row with its entries.
 */
export async function timelineStart(
  db: Db,
  engine: Engine,
  userId: string,
  before: string | undefined,
  limit: number,
): Promise<TimelineStart | undefined> {
  const statements = startStatements[engine];
  const rows: StartRow[] = before
    ? await statements.before(db, { userId, limit, before })
    : await statements.first(db, { userId, limit });
  const first = rows[0];
  if (!first) return undefined;
  const refs: EntryRef[] = [];
  for (const r of rows) if (r.post_id && r.author_id) refs.push({ id: r.post_id, author_id: r.author_id });
  return { horizon: first.horizon, refs };
}

export async function markBigAuthor(db: Db, authorId: string): Promise<void> {
  await db
    .insertInto('timeline_big_authors')
    .values({ author_id: authorId })
    .onConflict((oc) => oc.column('author_id').doNothing())
    .execute();
}

/** Newest posts of a few authors in an id range (the big authors' share of a timeline page), as ids. */
export async function postRefsOfAuthors(
  db: Db,
  authorIds: readonly string[],
  range: IdRange,
  limit: number,
): Promise<EntryRef[]> {
  if (authorIds.length === 0) return [];
  let query = db
    .selectFrom('posts')
    .select(['id', 'author_id'])
    .where('author_id', 'in', authorIds)
    .where(startsThread());
  if (range.from) query = query.where('id', '>=', range.from);
  return query.$call(newestFirst('id', { before: range.before, limit })).execute();
}

/** Followers after `cursor` in id order, at most `limit`: one batch of a fan-out. */
export async function followerBatch(db: Db, authorId: string, cursor: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('follows')
    .select('follower_id')
    .where('followee_id', '=', authorId)
    .where('follower_id', '>', cursor)
    .orderBy('follower_id')
    .limit(limit)
    .execute();
  return rows.map((r) => r.follower_id);
}

/** Whether the author has more than `max` followers, counting no further than that. */
export async function hasMoreFollowersThan(db: Db, authorId: string, max: number): Promise<boolean> {
  const rows = await db
    .selectFrom('follows')
    .select('follower_id')
    .where('followee_id', '=', authorId)
    .limit(max + 1)
    .execute();
  return rows.length > max;
}

/** An author's newest post ids at or above `from`, for a new follower's timeline. */
export async function recentPostIdsOf(db: Db, authorId: string, from: string): Promise<string[]> {
  const rows = await db
    .selectFrom('posts')
    .select('id')
    .where('author_id', '=', authorId)
    .where(startsThread())
    .where('id', '>=', from)
    .orderBy('id', 'desc')
    .limit(TIMELINE_LENGTH)
    .execute();
  return rows.map((r) => r.id);
}

export async function isBigAuthor(db: Db, authorId: string): Promise<boolean> {
  const row = await db
    .selectFrom('timeline_big_authors')
    .select('author_id')
    .where('author_id', '=', authorId)
    .executeTakeFirst();
  return row !== undefined;
}

export async function bigAuthorIds(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('timeline_big_authors').select('author_id').execute();
  return rows.map((row) => row.author_id);
}
