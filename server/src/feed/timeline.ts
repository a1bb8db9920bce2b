import type { AppContext } from '../context.js';
import type { Paging } from '../db/pagination.js';
import { withoutLimitedServers } from '../federation/limited-domains.js';
import { readerOrFollowed } from '../follows/reader.js';
import { cachedPostViews, hydratePostIds } from '../posts/hydrate.js';
import type { PostView } from '../posts/views.js';
import { isHeardFrom, type Viewer, visiblePosts } from '../visibility/index.js';
import { cachedTimelineStart, readTimelineStart } from './first-page.js';
import { newestPostsOf } from './queries.js';
import { showEachPostOnce } from './repost-groups.js';
import {
  type EntryRef,
  insertEntries,
  insertTimeline,
  postRefsOfAuthors,
  TIMELINE_LENGTH,
  timelineRefs,
} from './timeline-queries.js';

/** Extra candidates read per step, so a few hidden posts rarely cost a second step. */
const SLACK = 5;

/** Whom a reader's feed reads from: the reader and the active people followed (all in memory). */
export function feedAuthors(ctx: AppContext, reader: Viewer): string[] {
  const { inactivePeople } = ctx.cache.caches;
  return [reader.id ?? '', ...[...reader.following].filter((id) => !inactivePeople.has(id))];
}

/** The active big authors the reader follows, merged at read time (not fanned out): from the two in-memory sets. */
function followedBigAuthors(ctx: AppContext, reader: Viewer): string[] {
  const { bigAuthors, inactivePeople } = ctx.cache.caches;
  if (bigAuthors.size === 0) return [];
  return [...reader.following].filter((id) => bigAuthors.has(id) && !inactivePeople.has(id));
}

/**
 * A timeline that does not exist yet (a new install, a person who never read their feed) is built from
 * follows on first read: the newest TIMELINE_LENGTH posts of the people followed. Its horizon is the oldest
 * of them when there were more (below it, the feed keeps reading from follows), '' when that was all.
 */
async function buildTimeline(ctx: AppContext, reader: Viewer, readerId: string): Promise<void> {
  const authors = feedAuthors(ctx, reader);
  const refs = await newestPostsOf(ctx.db, ctx.engine, authors, { take: TIMELINE_LENGTH, videoOnly: false });
  await insertEntries(
    ctx.db,
    refs.map((ref) => ({ user_id: readerId, post_id: ref.id, author_id: ref.author_id })),
  );
  const horizon = refs.length === TIMELINE_LENGTH ? (refs[refs.length - 1]?.id ?? '') : '';
  await insertTimeline(ctx.db, readerId, horizon, ctx.clock());
}

/** Newest first, without duplicates (a big author's post may also have been fanned out before they grew). */
function mergeNewestFirst(a: readonly EntryRef[], b: EntryRef[], limit: number): readonly EntryRef[] {
  if (b.length === 0) return a;
  const byId = new Map([...a, ...b].map((ref) => [ref.id, ref]));
  return [...byId.values()].sort((x, y) => (x.id < y.id ? 1 : x.id > y.id ? -1 : 0)).slice(0, limit);
}

/** A walk's step: a promise only when it reads the database (a warm first page's steps are in memory). */
type Step<T> = T | Promise<T>;

type Source = (before: string | undefined, limit: number) => Step<readonly EntryRef[]>;

type Filter = (refs: readonly EntryRef[]) => Step<PostView[]>;

/**
 * Walks a source newest first until `take` posts pass the filter or it runs dry; returns them and
 * whether it ran dry. Every step filters (the reader's visibility, each post once) before counting. A step
 * in memory is taken as it is: each await costs a turn of the microtask queue and ~400 bytes.
 */
async function collectVisible(
  source: Source,
  keep: Filter,
  before: string | undefined,
  take: number,
): Promise<{ posts: PostView[]; exhausted: boolean }> {
  let posts: PostView[] = [];
  let cursor = before;
  while (posts.length < take) {
    const limit = take - posts.length + SLACK;
    const read = source(cursor, limit);
    const candidates = read instanceof Promise ? await read : read;
    const judged = keep(candidates);
    const kept = judged instanceof Promise ? await judged : judged;
    posts = posts.length === 0 ? kept : posts.concat(kept);
    if (candidates.length < limit) return { posts: upTo(posts, take), exhausted: true };
    cursor = candidates[candidates.length - 1]?.id;
  }
  return { posts: upTo(posts, take), exhausted: false };
}

/** The first `take` posts, cut in place (the array is the walk's own). */
function upTo(posts: PostView[], take: number): PostView[] {
  if (posts.length > take) posts.length = take;
  return posts;
}

/**
 * The reader's judgement of a step's candidates, in memory first: entries of authors who are not active, no
 * longer followed (and not the reader), blocked either way or muted drop out before any view is read; the
 * rest come from the post-view cache and pass the policy's feed rule (muted words, reposted originals), and
 * posts of limited servers' people the reader does not follow drop out (federation/limited-domains.ts).
 */
function readersFilter(ctx: AppContext, reader: Viewer, paging: Paging): Filter {
  const { inactivePeople, limitedDomains } = ctx.cache.caches;
  const eachPostOnce = showEachPostOnce(ctx, reader, paging.before);
  const judge = (views: PostView[]) =>
    eachPostOnce(withoutLimitedServers(limitedDomains, reader, visiblePosts(reader, views, 'feed')));
  return (refs) => {
    const ids: string[] = [];
    for (const ref of refs) {
      const author = ref.author_id;
      if (!inactivePeople.has(author) && readerOrFollowed(reader, author) && isHeardFrom(reader, author))
        ids.push(ref.id);
    }
    const views = cachedPostViews(ctx, ids);
    return views ? judge(views) : hydratePostIds(ctx, ids).then(judge);
  };
}

/**
 * A home feed page from the reader's timeline, as the reader may see it: the fanned-out entries merged with
 * the recent posts of the big authors they follow, down to the horizon; below it (a trimmed timeline, or a
 * page that deep), the posts of the people followed, read from follows. Both are newest first by id, so
 * `?before=` and `?page=` see one order. A post shows once, at its newest entry, however many people
 * followed reposted it. The timeline row with its first entries is one statement, none for a first page read
 * again before its timeline changed (`first-page.ts`).
 */
export async function timelinePage(ctx: AppContext, reader: Viewer, paging: Paging): Promise<PostView[]> {
  const readerId = reader.id ?? '';
  const take = paging.offset + paging.limit;
  let start =
    cachedTimelineStart(ctx, readerId, paging.before, take + SLACK) ??
    (await readTimelineStart(ctx, readerId, paging.before, take + SLACK));
  if (!start) {
    await buildTimeline(ctx, reader, readerId);
    start = (await readTimelineStart(ctx, readerId, paging.before, take + SLACK)) ?? {
      horizon: '',
      refs: [],
    };
  }
  const { horizon } = start;
  const bigAuthors = followedBigAuthors(ctx, reader);
  // The first step's entries came with the timeline row (same cursor, same limit).
  let first: readonly EntryRef[] | undefined = start.refs;
  const fromTimeline: Source = (before, limit) => {
    const entries = first ?? timelineRefs(ctx.db, readerId, { before, from: horizon }, limit);
    first = undefined;
    if (bigAuthors.length === 0) return entries;
    const merged = postRefsOfAuthors(ctx.db, bigAuthors, { before, from: horizon }, limit);
    return Promise.all([entries, merged]).then(([own, theirs]) => mergeNewestFirst(own, theirs, limit));
  };
  const keep = readersFilter(ctx, reader, paging);
  const recent = await collectVisible(fromTimeline, keep, paging.before, take);
  let posts = recent.posts;
  if (posts.length < take && recent.exhausted && horizon !== '') {
    const authors = feedAuthors(ctx, reader);
    const fromFollows: Source = (before, limit) =>
      newestPostsOf(ctx.db, ctx.engine, authors, { before, take: limit, videoOnly: false });
    const below = paging.before && paging.before < horizon ? paging.before : horizon;
    posts = [...posts, ...(await collectVisible(fromFollows, keep, below, take - posts.length)).posts];
  }
  return paging.offset === 0 ? posts : posts.slice(paging.offset);
}
