import type { AppContext } from '../context.js';
import type { PostRow } from '../db/tables/posts.js';
import { isPlainRepost, type PostView, toPostAuthor } from '../posts/views.js';
import { findActiveUsersByIds } from '../users/queries.js';
import type { Viewer } from '../visibility/index.js';
import { feedPostsAbout } from './queries.js';
import { visibleToReader } from './read-filter.js';

/** How many reposters a feed item names ("maya and 2 others reposted" needs one; the rest are for clients). */
const NAMED_REPOSTERS = 3;

/** What a feed entry is about: a plain repost's original, else the post itself. */
export const subjectOf = (row: PostRow) => (isPlainRepost(row) && row.repost_of ? row.repost_of : row.id);

const subjectOfView = (post: PostView) => (post.plainRepost && post.repostOf ? post.repostOf._id : post._id);

/** The reader's feed posts about these subjects that the reader may see, newest first. */
async function visiblePostsAbout(ctx: AppContext, reader: Viewer, subjects: string[]): Promise<PostRow[]> {
  return visibleToReader(ctx, reader, await feedPostsAbout(ctx.db, reader.id ?? '', subjects));
}

/**
 * A home feed shows each post once, at its newest entry, however many people followed reposted it. Returns
 * a filter for one page's walk down the timeline (candidates newest first, already judged by the policy):
 * it keeps the first entry of each subject and, on a `?before=` page, drops subjects that have a visible
 * entry at or above the cursor (shown on an earlier page), so paging neither repeats nor loses a post.
 */
export function showEachPostOnce(ctx: AppContext, reader: Viewer, before: string | undefined) {
  const seen = new Set<string>();
  const checked = new Set<string>();
  return async (rows: PostRow[]): Promise<PostRow[]> => {
    const unchecked = [...new Set(rows.map(subjectOf))].filter((s) => !checked.has(s) && !seen.has(s));
    if (before && unchecked.length > 0) {
      for (const row of await visiblePostsAbout(ctx, reader, unchecked)) {
        if (row.id >= before) seen.add(subjectOf(row));
      }
    }
    for (const subject of unchecked) checked.add(subject);
    return rows.filter((row) => {
      const subject = subjectOf(row);
      if (seen.has(subject)) return false;
      seen.add(subject);
      return true;
    });
  };
}

/** Adds `repostedBy` to a feed page: the people followed (the reader included) who plainly reposted each post. */
export async function withRepostedBy(ctx: AppContext, reader: Viewer, posts: PostView[]): Promise<PostView[]> {
  const reposts = (await visiblePostsAbout(ctx, reader, [...new Set(posts.map(subjectOfView))])).filter(isPlainRepost);
  if (reposts.length === 0) return posts;
  const bySubject = new Map<string, string[]>();
  for (const row of reposts) {
    const subject = subjectOf(row);
    bySubject.set(subject, [...(bySubject.get(subject) ?? []), row.author_id]);
  }
  const named = [...new Set([...bySubject.values()].flatMap((ids) => ids.slice(0, NAMED_REPOSTERS)))];
  const people = new Map((await findActiveUsersByIds(ctx.db, named)).map((u) => [u.id, toPostAuthor(u)]));
  return posts.map((post) => {
    const reposters = bySubject.get(subjectOfView(post));
    if (!reposters) return post;
    const first = reposters.slice(0, NAMED_REPOSTERS).flatMap((id) => people.get(id) ?? []);
    return { ...post, repostedBy: { people: first, count: reposters.length } };
  });
}
