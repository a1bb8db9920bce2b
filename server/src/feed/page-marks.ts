import type { AppContext } from '../context.js';
import { actedOn } from '../posts/present.js';
import { marksAmong, type SubjectMark } from '../posts/queries.js';
import type { PostView } from '../posts/views.js';

/** Whether a page's posts are about the same subjects, in the same order, as the cached page's. */
function sameSubjects(cached: readonly string[], posts: readonly PostView[]): boolean {
  if (cached.length !== posts.length) return false;
  for (let i = 0; i < posts.length; i++) if (cached[i] !== actedOn(posts[i] as PostView)) return false;
  return true;
}

/**
 * The reader's marks on a first feed page's posts (`marksAmong(…, byAnyone)`: their bookmarks and everyone's
 * plain reposts of them) when memory holds them (`ctx.cache.caches.pageMarks`, by reader): the page shows the
 * same posts as when they were read. The entry depends on the reader and on each of the page's posts: a repost
 * or an undone repost changes its original (`posts.changed`), a bookmark its reader (`bookmarks.changed`), a
 * person's standing every view (app-caches.ts). Who of the reposters the reader may see is judged after it.
 */
export function cachedFirstPageMarks(
  ctx: AppContext,
  readerId: string,
  posts: readonly PostView[],
): readonly SubjectMark[] | undefined {
  const cached = ctx.cache.caches.pageMarks.get(readerId);
  return cached && sameSubjects(cached.subjects, posts) ? cached.marks : undefined;
}

/** The marks on these subjects (a first page's, in order) read from the database, and kept unless a write overtook the read. */
export async function readFirstPageMarks(
  ctx: AppContext,
  readerId: string,
  subjects: readonly string[],
): Promise<readonly SubjectMark[]> {
  const cache = ctx.cache.caches.pageMarks;
  const readBegan = cache.begin();
  const marks = await marksAmong(ctx.db, readerId, subjects, true);
  cache.set(readerId, { subjects, marks }, readBegan, [readerId, ...subjects]);
  return marks;
}
