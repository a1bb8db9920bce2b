import type { AppContext } from '../context.js';
import type { PostRow } from '../db/tables/posts.js';
import type { UserRow } from '../db/tables/users.js';
import { findActiveUsersByIds } from '../users/queries.js';
import { findPostsByIds, likesOfPosts, repliesOfPosts, repostCounts } from './queries.js';
import {
  type EmbeddedPost,
  isPlainRepost,
  type PostView,
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

/**
 * Builds API posts with a fixed number of batched queries (`where id in (…)`), whatever the page size:
 * authors, reposted originals, likes, replies and repost counts (a plain repost's are its original's).
 * Posts whose author is frozen are dropped, and plain reposts whose original is gone or hidden with them.
 */
async function hydrateFromDatabase(ctx: AppContext, rows: readonly PostRow[]): Promise<PostView[]> {
  const originalIds = [...new Set(rows.flatMap((r) => (r.repost_of ? [r.repost_of] : [])))];
  const ids = [...new Set([...rows.map((r) => r.id), ...originalIds])];
  const [originals, likes, replies, reposts] = await Promise.all([
    findPostsByIds(ctx.db, originalIds),
    likesOfPosts(ctx.db, ids),
    repliesOfPosts(ctx.db, ids),
    repostCounts(ctx.db, ids),
  ]);
  const authorIds = [...new Set([...rows, ...originals].map((p) => p.author_id))];
  const authors = new Map<string, UserRow>(
    (await findActiveUsersByIds(ctx.db, authorIds)).map((user) => [user.id, user]),
  );

  const embedded = new Map<string, EmbeddedPost>();
  for (const original of originals) {
    const author = authors.get(original.author_id);
    if (author) embedded.set(original.id, toEmbeddedPost(original, toPostAuthor(author)));
  }
  const likesByPost = groupBy(
    likes,
    (l) => l.post_id,
    (l) => l.user_id,
  );
  const repliesByPost = groupBy<(typeof replies)[number], ReplyView>(replies, (r) => r.post_id, toReplyView);
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
    if (!isPlainRepost(row)) return [toPostView(row, author, related(row.id), original)];
    return original ? [toPlainRepostView(row, author, original, related(original._id))] : [];
  });
}

/**
 * Turns a page of post rows into API posts, in their order: from the post-view cache where it has them, the
 * rest from the database (and into the cache). A view depends on its post and on the post it reposts, so
 * invalidating either drops it. Views carry nothing about the reader; anything per reader goes on after.
 */
export async function hydratePosts(ctx: AppContext, rows: readonly PostRow[]): Promise<PostView[]> {
  if (rows.length === 0) return [];
  const cache = ctx.cache.caches.postViews;
  const readBegan = cache.begin();
  const views = new Map<string, PostView>();
  const missing: PostRow[] = [];
  for (const row of rows) {
    const cached = cache.get(row.id);
    if (cached) views.set(row.id, cached);
    else missing.push(row);
  }
  if (missing.length > 0) {
    const originals = new Map(missing.map((row) => [row.id, row.repost_of]));
    for (const view of await hydrateFromDatabase(ctx, missing)) {
      views.set(view._id, view);
      const original = originals.get(view._id);
      cache.set(view._id, view, readBegan, original ? [view._id, original] : [view._id]);
    }
  }
  return rows.flatMap((row) => views.get(row.id) ?? []);
}
