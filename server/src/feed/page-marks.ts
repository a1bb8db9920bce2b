import type { AppContext } from '../context.js';
import { marksAmong, type SubjectMark } from '../posts/queries.js';

/**
 * The reader's marks on a first feed page's posts (`marksAmong(…, byAnyone)`: their bookmarks and everyone's
 * plain reposts of them), from memory (`ctx.cache.caches.pageMarks`, by reader) when the page shows the same
 * posts as when they were read. The entry depends on the reader and on each of the page's posts: a repost or
 * an undone repost changes its original (`posts.changed`), a bookmark its reader (`bookmarks.changed`), a
 * person's standing every view (app-caches.ts). Who of the reposters the reader may see is judged after it.
 */
export async function firstPageMarks(
  ctx: AppContext,
  readerId: string,
  subjects: readonly string[],
): Promise<readonly SubjectMark[]> {
  const key = subjects.join(' ');
  const cache = ctx.cache.caches.pageMarks;
  const cached = cache.get(readerId);
  if (cached?.subjects === key) return cached.marks;
  const readBegan = cache.begin();
  const marks = await marksAmong(ctx.db, readerId, subjects, true);
  cache.set(readerId, { subjects: key, marks }, readBegan, [readerId, ...subjects]);
  return marks;
}
