import { InvalidatingCache } from './invalidating-cache.js';
import { MemberSet } from './member-set.js';

const MB = 1024 * 1024;
/** Post views: a missed invalidation (a Redis outage) can show a view this old at worst. */
const POST_VIEW_MAX_AGE_MS = 5 * 60 * 1000;
/** Sessions: revocation is immediate through invalidation; this only bounds a lost message's reach. */
const SESSION_MAX_AGE_MS = 60 * 1000;
/**
 * The bounds below are part of the server's RSS budget (docs/ARCHITECTURE.md, "Memory"): every byte a cache
 * may hold costs 1.3 in the V8 heap (`ops/heap-growth.ts`).
 * About 3,300 sessions seen within the minute: each is about 1.2 KB with the cache's records.
 */
const SESSIONS_MB = 4;
const SESSION_BYTES = 400;
/** Readers' contexts (about 2,100 following 50 people each) and follow lists (about 5,000 lists of 50). */
const READERS_MB = 10;
const FOLLOW_LISTS_MB = 16;
/** Readers' first timeline pages (entry ids and authors, about 4 KB each): about 1,000 recent readers. */
const TIMELINES_MB = 4;
/** Readers' marks on their first page (about 8 KB each with the page's 20 posts as dependencies): about 500. */
const PAGE_MARKS_MB = 4;
const PEOPLE_MAX_AGE_MS = 5 * 60 * 1000;
/** A list of ids: a ULID string and its slot in the array. */
export const idListBytes = (ids: readonly string[]) => 64 + ids.length * 56;

/**
 * What is cached in process: post views by post id; sessions by token hash (depending on their person too);
 * each reader's context (people followed, blocks both ways, mutes, muted words) by reader id; each person's
 * follower and following ids (`followers:<id>`, `following:<id>`, newest follow first; beside them each reader's
 * suggested friends of friends, depending on the lists counted); each reader's first timeline page (the newest
 * entries as ids with their authors, and the horizon) by reader id, and that page's marks (bookmarks, plain reposts),
 * depending on the reader and the page's posts; and three whole sets,
 * the people who are not active (frozen, suspended, deleted), the big authors and the limited servers' domains. The shapes cached are the
 * features' (`posts/views.ts`, `auth/session-user.ts`, `visibility/viewer.ts`, `feed/cached-timeline-start.ts`, `feed/cached-page-marks.ts`), named in `app-caches.ts`.
 */
export interface Caches<PostView, Session, Reader, TimelineStart, PageMarks> {
  postViews: InvalidatingCache<PostView>;
  sessions: InvalidatingCache<Session>;
  readers: InvalidatingCache<Reader>;
  followLists: InvalidatingCache<readonly string[]>;
  timelines: InvalidatingCache<TimelineStart>;
  pageMarks: InvalidatingCache<PageMarks>;
  inactivePeople: MemberSet;
  bigAuthors: MemberSet;
  limitedDomains: MemberSet;
  movedPeople: MemberSet;
}

export interface CacheSources<PostView, Reader, TimelineStart, PageMarks> {
  postViewMb: number;
  /** Estimates a view's heap size: the post-view cache is bounded by `postViewMb`. */
  postViewBytes: (view: PostView) => number;
  readerBytes: (reader: Reader) => number;
  timelineBytes: (start: TimelineStart) => number;
  pageMarksBytes: (marks: PageMarks) => number;
  inactivePeople: () => Promise<readonly string[]>;
  bigAuthors: () => Promise<readonly string[]>;
  limitedDomains: () => Promise<readonly string[]>;
  movedPeople: () => Promise<readonly string[]>;
}

export function createCaches<PostView, Session, Reader, TimelineStart, PageMarks>(
  sources: CacheSources<PostView, Reader, TimelineStart, PageMarks>,
): Caches<PostView, Session, Reader, TimelineStart, PageMarks> {
  return {
    postViews: new InvalidatingCache<PostView>({
      maxBytes: sources.postViewMb * MB,
      maxAgeMs: POST_VIEW_MAX_AGE_MS,
      sizeOf: sources.postViewBytes,
    }),
    sessions: new InvalidatingCache<Session>({
      maxBytes: SESSIONS_MB * MB,
      maxAgeMs: SESSION_MAX_AGE_MS,
      sizeOf: () => SESSION_BYTES,
    }),
    readers: new InvalidatingCache<Reader>({
      maxBytes: READERS_MB * MB,
      maxAgeMs: PEOPLE_MAX_AGE_MS,
      sizeOf: sources.readerBytes,
    }),
    followLists: new InvalidatingCache<readonly string[]>({
      maxBytes: FOLLOW_LISTS_MB * MB,
      maxAgeMs: PEOPLE_MAX_AGE_MS,
      sizeOf: idListBytes,
    }),
    timelines: new InvalidatingCache<TimelineStart>({
      maxBytes: TIMELINES_MB * MB,
      maxAgeMs: PEOPLE_MAX_AGE_MS,
      sizeOf: sources.timelineBytes,
    }),
    pageMarks: new InvalidatingCache<PageMarks>({
      maxBytes: PAGE_MARKS_MB * MB,
      maxAgeMs: PEOPLE_MAX_AGE_MS,
      sizeOf: sources.pageMarksBytes,
    }),
    inactivePeople: new MemberSet(sources.inactivePeople),
    bigAuthors: new MemberSet(sources.bigAuthors),
    limitedDomains: new MemberSet(sources.limitedDomains),
    movedPeople: new MemberSet(sources.movedPeople),
  };
}
