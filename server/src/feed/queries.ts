import { decodeTime, encodeTime } from 'ulidx';
import type { Db } from '../db/schema.js';
import type { Paging } from '../posts/paging.js';
import type { PostRow } from '../posts/queries.js';

/** Authors per statement: keeps the parameter count far below either engine's limit. */
const AUTHORS_PER_QUERY = 500;
const DAY = 24 * 60 * 60 * 1000;
/** How far back each attempt looks; the last attempt has no floor. */
const WINDOWS = [2 * DAY, 14 * DAY, 90 * DAY, 730 * DAY, Number.POSITIVE_INFINITY];

/** The people a user follows (active accounts only): the authors of their home feed. */
export async function followedAuthorIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('follows')
    .innerJoin('users', 'users.id', 'follows.followee_id')
    .select('follows.followee_id')
    .where('follows.follower_id', '=', userId)
    .where('users.is_frozen', '=', 0)
    .execute();
  return rows.map((r) => r.followee_id);
}

/** The smallest id made at `ms`: ids are ULIDs, so an id range is a time range. */
function idFloor(ms: number): string {
  return `${encodeTime(Math.max(0, ms), 10)}${'0'.repeat(16)}`;
}

async function newestInWindow(
  db: Db,
  authorIds: string[],
  window: { before?: string; after?: string },
  take: number,
  videoOnly: boolean,
): Promise<PostRow[]> {
  let query = db.selectFrom('posts').selectAll().where('author_id', 'in', authorIds);
  if (window.before) query = query.where('id', '<', window.before);
  if (window.after) query = query.where('id', '>=', window.after);
  if (videoOnly) query = query.where('video', 'is not', null);
  return query.orderBy('id', 'desc').limit(take).execute();
}

/**
 * One page of the posts by `authorIds`, newest first. Each attempt reads, through the (author_id, id)
 * index (the partial video index for `videoOnly`), only the posts of a recent id window — ids are
 * time-ordered — and widens the window only when it holds too few posts for the page. So an active
 * feed reads about a page's worth of rows, and a long history is never scanned to serve its top.
 */
export async function feedPage(db: Db, authorIds: string[], paging: Paging, videoOnly: boolean): Promise<PostRow[]> {
  if (authorIds.length === 0) return [];
  const take = paging.offset + paging.limit;
  const top = paging.before ? decodeTime(paging.before) : Date.now();
  for (const span of WINDOWS) {
    const after = Number.isFinite(span) ? idFloor(top - span) : undefined;
    const merged: PostRow[] = [];
    for (let i = 0; i < authorIds.length; i += AUTHORS_PER_QUERY) {
      const chunk = authorIds.slice(i, i + AUTHORS_PER_QUERY);
      merged.push(...(await newestInWindow(db, chunk, { before: paging.before, after }, take, videoOnly)));
    }
    if (merged.length >= take || after === undefined) {
      merged.sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
      return merged.slice(paging.offset, take);
    }
  }
  return [];
}
