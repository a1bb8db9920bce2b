import type { Db } from '../db/schema.js';
import { mutedWordMatcher } from './muted-words.js';
import { mutedWordsOf, originalsOf, readersSilencing } from './queries.js';
import { hasMutedWordInPost, isHeardFrom, type Viewer } from './viewer.js';

interface FeedRow {
  id: string;
  author_id: string;
  text: string;
  spoiler: string;
  repost_of: string | null;
}

const hasRelations = (viewer: Viewer) =>
  viewer.blockedByMe.size + viewer.blockingMe.size + viewer.muted.size + viewer.mutedWords.length > 0;

/**
 * The feed's rule on raw candidate rows, before hydration (fan-out timelines ask it per step): leaves out
 * posts and reposts by people the reader muted or a block stands between, plain reposts of their posts (quotes
 * stay), and posts with a muted word. The reader's relations are loaded once per request by the caller; at most one query
 * here (reposted originals, only when the reader has relations to judge them by).
 */
export async function visibleFeedRows<Row extends FeedRow>(db: Db, viewer: Viewer, rows: Row[]): Promise<Row[]> {
  if (rows.length === 0 || !hasRelations(viewer)) return rows;
  const originalIds = [...new Set(rows.flatMap((r) => (r.repost_of ? [r.repost_of] : [])))];
  const originals = new Map((await originalsOf(db, originalIds)).map((o) => [o.id, o]));
  return rows.filter((row) => {
    const original = row.repost_of ? originals.get(row.repost_of) : undefined;
    if (!isHeardFrom(viewer, row.author_id) || hasMutedWordInPost(viewer, row)) return false;
    // A quote stays: its original, if hidden, shows as unavailable (`visiblePosts`).
    if (!original || row.text !== '') return true;
    return isHeardFrom(viewer, original.author_id) && !hasMutedWordInPost(viewer, original);
  });
}

/**
 * The same rule turned around, for one post and many readers: those of `readerIds` whose home feed shows it
 * (no block either way and no mute with its author or the reposted original's, no muted word in either).
 * Two queries and one more for a repost, whatever the number of readers.
 */
export async function feedAudience(db: Db, post: FeedRow, readerIds: string[]): Promise<string[]> {
  if (readerIds.length === 0) return [];
  const [original] = post.repost_of ? await originalsOf(db, [post.repost_of]) : [];
  const people = original ? [post.author_id, original.author_id] : [post.author_id];
  const [silencing, words] = await Promise.all([readersSilencing(db, readerIds, people), mutedWordsOf(db, readerIds)]);
  const wordsByReader = new Map<string, string[]>();
  for (const { user_id, word } of words) wordsByReader.set(user_id, [...(wordsByReader.get(user_id) ?? []), word]);
  const left = new Set(silencing);
  for (const [readerId, readerWords] of wordsByReader) {
    const pattern = mutedWordMatcher(readerWords);
    const hits = (p: { text: string; spoiler: string }) => Boolean(pattern?.test(p.text) || pattern?.test(p.spoiler));
    if (hits(post) || (original && hits(original))) left.add(readerId);
  }
  return readerIds.filter((id) => !left.has(id));
}
