import type { AppContext } from '../context.js';
import type { HydratedPostRow } from '../db/tables/posts.js';
import type { PostAuthorRow } from '../db/tables/users.js';
import { findActivePostAuthors } from '../users/queries.js';
import { likesOfPosts } from './like-queries.js';
import { findPostsToHydrate, repostCounts } from './queries.js';
import { directRepliesOf, postAuthorNames } from './reply-queries.js';
import {
  type EmbeddedPost,
  isPlainRepost,
  type PostView,
  type ReplyTo,
  type ReplyView,
  toEmbeddedPost,
  toPlainRepostView,
  toPostAuthor,
  toPostView,
  toReplyView,
} from './views.js';

function groupBy<T, V>(items: readonly T[], key: (item: T) => string, value: (item: T) => V): Map<string, V[]> {
  const groups = new Map<string, V[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(value(item));
    else groups.set(k, [value(item)]);
  }
  return groups;
}

const unique = (ids: readonly (string | null)[]) => [...new Set(ids.flatMap((id) => (id ? [id] : [])))];

/**
 * Builds API posts with a fixed number of batched queries (`where id in (…)`), whatever the page size:
 * authors, reposted originals, the authors replied to, likes, replies and repost counts (a plain repost's are
 * its original's). Posts whose author is frozen are dropped, and so are placeholders of deleted posts (the
 * thread shows those itself); plain reposts whose original is gone or hidden go with it.
 */
async function hydrateFromDatabase(
  ctx: AppContext,
  allRows: readonly HydratedPostRow[],
  knownAuthors: readonly PostAuthorRow[],
): Promise<PostView[]> {
  const rows = allRows.filter((row) => row.deleted_at === null);
  const originalIds = unique(rows.map((r) => r.repost_of));
  const ids = [...new Set([...rows.map((r) => r.id), ...originalIds])];
  const [found, likes, replies, reposts] = await Promise.all([
    findPostsToHydrate(ctx.db, originalIds),
    likesOfPosts(ctx.db, ids),
    directRepliesOf(ctx.db, ids),
    repostCounts(ctx.db, ids),
  ]);
  const originals = found.filter((original) => original.deleted_at === null);
  const authors = new Map<string, PostAuthorRow>(knownAuthors.map((user) => [user.id, user]));
  const authorIds = unique([...rows, ...originals].map((p) => p.author_id)).filter((id) => !authors.has(id));
  const [users, parents] = await Promise.all([
    findActivePostAuthors(ctx.db, authorIds),
    postAuthorNames(ctx.db, unique([...rows, ...originals].map((p) => p.reply_to))),
  ]);
  for (const user of users) authors.set(user.id, user);
  const parentAuthors = new Map(parents.map((parent) => [parent.id, parent.username]));
  const replyTo = (post: HydratedPostRow): ReplyTo =>
    post.reply_to ? { _id: post.reply_to, username: parentAuthors.get(post.reply_to) ?? '' } : null;

  const embedded = new Map<string, EmbeddedPost>();
  for (const original of originals) {
    const author = authors.get(original.author_id);
    if (author) embedded.set(original.id, toEmbeddedPost(original, toPostAuthor(author), replyTo(original)));
  }
  const likesByPost = groupBy(
    likes,
    (l) => l.post_id,
    (l) => l.user_id,
  );
  const repliesByPost = groupBy<(typeof replies)[number], ReplyView>(replies, (r) => r.reply_to ?? '', toReplyView);
  const repostsByPost = new Map(reposts.map((r) => [r.repost_of ?? '', Number(r.count)]));
  const related = (id: string) => ({
    likes: likesByPost.get(id) ?? [],
    replies: repliesByPost.get(id) ?? [],
    repostsCount: repostsByPost.get(id) ?? 0,
  });

  return rows.flatMap((row) => {
    const user = authors.get(row.author_id);
    if (!user) return [];
    const author = toPostAuthor(user);
    const original = row.repost_of ? (embedded.get(row.repost_of) ?? null) : null;
    if (!isPlainRepost(row)) return [toPostView(row, author, related(row.id), original, replyTo(row))];
    return original ? [toPlainRepostView(row, author, original, related(original._id))] : [];
  });
}

/** Views for `rows` not in the cache, read from the database and cached (unless a write overtook the read). */
async function hydrateMisses(
  ctx: AppContext,
  missing: readonly HydratedPostRow[],
  readBegan: number,
  knownAuthors: readonly PostAuthorRow[] = [],
): Promise<PostView[]> {
  const cache = ctx.cache.caches.postViews;
  const originals = new Map(missing.map((row) => [row.id, row.repost_of]));
  const views = await hydrateFromDatabase(ctx, missing, knownAuthors);
  for (const view of views) {
    const original = originals.get(view._id);
    cache.set(view._id, view, readBegan, original ? [view._id, original] : [view._id]);
  }
  return views;
}

/**
 * Turns a page of post rows into API posts, in their order: from the post-view cache where it has them, the
 * rest from the database (and into the cache). A view depends on its post and on the post it reposts, so
 * invalidating either drops it. Views carry nothing about the reader; anything per reader goes on after.
 */
export async function hydratePosts(ctx: AppContext, rows: readonly HydratedPostRow[]): Promise<PostView[]> {
  if (rows.length === 0) return [];
  const cache = ctx.cache.caches.postViews;
  const readBegan = cache.begin();
  const views = new Map<string, PostView>();
  const missing: HydratedPostRow[] = [];
  for (const row of rows) {
    const cached = cache.get(row.id);
    if (cached) views.set(row.id, cached);
    else missing.push(row);
  }
  if (missing.length > 0) for (const view of await hydrateMisses(ctx, missing, readBegan)) views.set(view._id, view);
  return rows.flatMap((row) => views.get(row.id) ?? []);
}

const cachedOrMissing = (ctx: AppContext, ids: readonly string[]) => {
  const cache = ctx.cache.caches.postViews;
  const now = Date.now();
  return ids.map((id) => cache.get(id, now));
};

/** These posts' views when the cache holds every one (a warm page's: no promise), else undefined (`hydratePostIds`). */
export function cachedPostViews(ctx: AppContext, ids: readonly string[]): PostView[] | undefined {
  const cached = cachedOrMissing(ctx, ids);
  return cached.includes(undefined) ? undefined : (cached as PostView[]);
}

/** Reads the rows of the posts the cache missed (by id, unless the caller knows a narrower way). */
export type ReadMissing = (ids: readonly string[]) => Promise<HydratedPostRow[]>;

/**
 * The same from post ids (a timeline's entries): a warm page runs no SQL; the posts the cache misses are
 * read in one statement (`read`), then hydrated. Posts gone or hidden (placeholders, inactive authors) drop out.
 * `knownAuthors` are active people the caller has just read (a user-posts page's author): not read again.
 */
export async function hydratePostIds(
  ctx: AppContext,
  ids: readonly string[],
  read: ReadMissing = (missing) => findPostsToHydrate(ctx.db, missing),
  knownAuthors: readonly PostAuthorRow[] = [],
): Promise<PostView[]> {
  if (ids.length === 0) return [];
  const cache = ctx.cache.caches.postViews;
  const readBegan = cache.begin();
  const cached = cachedOrMissing(ctx, ids);
  // A warm page (every view cached) needs no lookup by id.
  if (!cached.includes(undefined)) return cached as PostView[];
  const missing = ids.filter((_, i) => cached[i] === undefined);
  const rows = await read(missing);
  const fresh = new Map((await hydrateMisses(ctx, rows, readBegan, knownAuthors)).map((view) => [view._id, view]));
  return ids.flatMap((id, i) => cached[i] ?? fresh.get(id) ?? []);
}
