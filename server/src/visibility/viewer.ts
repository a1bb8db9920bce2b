import type { InvalidatingCache } from '../cache/invalidating-cache.js';
import type { Db } from '../db/schema.js';
import { mutedWordMatcher } from './muted-words.js';
import { viewerRelationRows } from './queries.js';

/**
 * What one viewer's relations say about other people: the reader's context, loaded in one query on a miss,
 * kept in memory (`ctx.cache.caches.readers`, invalidated by the follow, block, mute and muted-word writes)
 * and asked for every item of a page. Frozen and suspended accounts are not in here: they are hidden for
 * everyone, by the inactive-people set, in SQL (`isActiveUser`) and by post hydration.
 */
export interface Viewer {
  /** Null for a visitor, who has no relations. */
  id: string | null;
  /** The people the viewer follows (whatever their standing). */
  following: ReadonlySet<string>;
  blockedByMe: ReadonlySet<string>;
  blockingMe: ReadonlySet<string>;
  muted: ReadonlySet<string>;
  mutedWords: readonly string[];
  /** Matches any muted word (whole word, any case); null when none. */
  mutedWordPattern: RegExp | null;
}

export const VISITOR: Viewer = {
  id: null,
  following: new Set(),
  blockedByMe: new Set(),
  blockingMe: new Set(),
  muted: new Set(),
  mutedWords: [],
  mutedWordPattern: null,
};

/** Where a viewer's context is cached: `AppContext` has it. */
export interface ViewerSource {
  db: Db;
  cache: { caches: { readers: InvalidatingCache<Viewer> } };
}

async function readViewer(db: Db, viewerId: string): Promise<Viewer> {
  const following = new Set<string>();
  const blockedByMe = new Set<string>();
  const blockingMe = new Set<string>();
  const muted = new Set<string>();
  const mutedWords: string[] = [];
  for (const row of await viewerRelationRows(db, viewerId)) {
    if (row.kind === 'following') following.add(row.value);
    else if (row.kind === 'blocked_by_me') blockedByMe.add(row.value);
    else if (row.kind === 'blocking_me') blockingMe.add(row.value);
    else if (row.kind === 'muted') muted.add(row.value);
    else mutedWords.push(row.value);
  }
  const mutedWordPattern = mutedWordMatcher(mutedWords);
  return { id: viewerId, following, blockedByMe, blockingMe, muted, mutedWords, mutedWordPattern };
}

/** The viewer's context when the cache holds it: a hot path takes it without a promise (`loadViewer` on a miss). */
export function cachedViewer(source: ViewerSource, viewerId: string): Viewer | undefined {
  return source.cache.caches.readers.get(viewerId);
}

/** The viewer's context: from the cache, else read in one statement (and cached unless a write overtook the read). */
export async function loadViewer(source: ViewerSource, viewerId: string | null): Promise<Viewer> {
  if (!viewerId) return VISITOR;
  const cached = cachedViewer(source, viewerId);
  if (cached) return cached;
  const cache = source.cache.caches.readers;
  const readBegan = cache.begin();
  const viewer = await readViewer(source.db, viewerId);
  cache.set(viewerId, viewer, readBegan);
  return viewer;
}

/** A context's heap size, roughly: an id in a set costs about 80 bytes. */
export function viewerBytes(viewer: Viewer): number {
  const people = viewer.following.size + viewer.blockedByMe.size + viewer.blockingMe.size + viewer.muted.size;
  return 400 + people * 80 + viewer.mutedWords.reduce((sum, word) => sum + 48 + word.length * 2, 0);
}

/** A block stands between the viewer and this person, either way: neither sees the other. */
export function isBlockedWith(viewer: Viewer, userId: string): boolean {
  return viewer.blockedByMe.has(userId) || viewer.blockingMe.has(userId);
}

/** The person may appear in the viewer's feeds and notifications: no block, not muted. */
export function isHeardFrom(viewer: Viewer, userId: string): boolean {
  return !isBlockedWith(viewer, userId) && !viewer.muted.has(userId);
}

export function hasMutedWord(viewer: Viewer, text: string): boolean {
  return viewer.mutedWordPattern?.test(text) ?? false;
}

/** A post's words are its text and its content warning: a muted word in either hides it. */
export function hasMutedWordInPost(viewer: Viewer, post: { text: string; spoiler: string }): boolean {
  return hasMutedWord(viewer, post.text) || hasMutedWord(viewer, post.spoiler);
}
