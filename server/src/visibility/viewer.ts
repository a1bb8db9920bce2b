import type { Db } from '../db/schema.js';
import { mutedWordMatcher } from './muted-words.js';
import { viewerRelationRows } from './queries.js';

/**
 * What one viewer's relations say about other people, loaded once per request (one query) and then asked
 * for every item of a page. Frozen and suspended accounts are not in here: they are hidden for everyone,
 * in SQL (`isActiveUser`) and by post hydration.
 */
export interface Viewer {
  /** Null for a visitor, who has no relations. */
  id: string | null;
  blockedByMe: ReadonlySet<string>;
  blockingMe: ReadonlySet<string>;
  muted: ReadonlySet<string>;
  mutedWords: readonly string[];
  /** Matches any muted word (whole word, any case); null when none. */
  mutedWordPattern: RegExp | null;
}

export const VISITOR: Viewer = {
  id: null,
  blockedByMe: new Set(),
  blockingMe: new Set(),
  muted: new Set(),
  mutedWords: [],
  mutedWordPattern: null,
};

export async function loadViewer(db: Db, viewerId: string | null): Promise<Viewer> {
  if (!viewerId) return VISITOR;
  const blockedByMe = new Set<string>();
  const blockingMe = new Set<string>();
  const muted = new Set<string>();
  const mutedWords: string[] = [];
  for (const row of await viewerRelationRows(db, viewerId)) {
    if (row.kind === 'blocked_by_me') blockedByMe.add(row.value);
    else if (row.kind === 'blocking_me') blockingMe.add(row.value);
    else if (row.kind === 'muted') muted.add(row.value);
    else mutedWords.push(row.value);
  }
  return { id: viewerId, blockedByMe, blockingMe, muted, mutedWords, mutedWordPattern: mutedWordMatcher(mutedWords) };
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
