import type { AppContext } from '../context.js';
import { type TimelineStart, timelineStart } from './timeline-queries.js';

/**
 * The reader's timeline start (`timelineStart`): a first page's (no cursor) from memory
 * (`ctx.cache.caches.timelines`, by reader), else read and kept unless a write to that timeline overtook the
 * read. Exactly what the database holds: every write to a reader's entries or horizon invalidates it (the
 * `feed.delivered`, `timelines.changed`, `follow.changed` and `block.changed` events, `app-caches.ts`), except
 * the deletions of posts, whose entries the database keeps too (an undone repost's go, but the repost is gone,
 * so hydration drops either). A timeline not built yet is never cached: the read builds it.
 */
export async function readTimelineStart(
  ctx: AppContext,
  readerId: string,
  before: string | undefined,
  limit: number,
): Promise<TimelineStart | undefined> {
  if (before !== undefined) return timelineStart(ctx.db, ctx.engine, readerId, before, limit);
  const cache = ctx.cache.caches.timelines;
  const cached = cache.get(readerId);
  if (cached?.limit === limit) return cached;
  const readBegan = cache.begin();
  const start = await timelineStart(ctx.db, ctx.engine, readerId, undefined, limit);
  if (start) cache.set(readerId, { ...start, limit }, readBegan);
  return start;
}
