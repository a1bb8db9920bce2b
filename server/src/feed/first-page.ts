import type { AppContext } from '../context.js';
import { type TimelineStart, timelineStart } from './timeline-queries.js';

/**
 * A first page's (no cursor) timeline start (`timelineStart`) when memory holds it (`ctx.cache.caches.timelines`,
 * by reader): exactly what the database holds. Every write to a reader's entries or horizon invalidates it (the
 * `feed.delivered`, `timelines.changed`, `follow.changed` and `block.changed` events, `app-caches.ts`), except
 * the deletions of posts, whose entries the database keeps too (an undone repost's go, but the repost is gone,
 * so hydration drops either). A timeline not built yet is never cached: the read builds it.
 */
export function cachedTimelineStart(
  ctx: AppContext,
  readerId: string,
  before: string | undefined,
  limit: number,
): TimelineStart | undefined {
  if (before !== undefined) return undefined;
  const cached = ctx.cache.caches.timelines.get(readerId);
  return cached?.limit === limit ? cached : undefined;
}

/** The reader's timeline start read from the database; a first page's is kept unless a write overtook the read. */
export async function readTimelineStart(
  ctx: AppContext,
  readerId: string,
  before: string | undefined,
  limit: number,
): Promise<TimelineStart | undefined> {
  if (before !== undefined) return timelineStart(ctx.db, ctx.engine, readerId, before, limit);
  const cache = ctx.cache.caches.timelines;
  const readBegan = cache.begin();
  const start = await timelineStart(ctx.db, ctx.engine, readerId, undefined, limit);
  if (start) cache.set(readerId, { ...start, limit }, readBegan);
  return start;
}
