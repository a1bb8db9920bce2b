import type { AppContext } from '../context.js';
import { isBlockedWith, type Viewer } from '../visibility/index.js';
import { followIdsOf } from './queries.js';

type Direction = 'followers' | 'following';

/**
 * A person's follower or following ids (CONTRACT §3: a profile carries both lists), newest follow first, from
 * the per-person cache (`followers:<id>`, `following:<id>`; dropped by `follow.changed` and `block.changed`),
 * else read in one statement.
 */
export async function followIds(ctx: AppContext, direction: Direction, userId: string): Promise<readonly string[]> {
  const cache = ctx.cache.caches.followLists;
  const key = `${direction}:${userId}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const readBegan = cache.begin();
  const ids = await followIdsOf(ctx.db, direction, userId);
  cache.set(key, ids, readBegan);
  return ids;
}

/** The list as `viewer` may see it, in memory: active people with no block either way. */
export async function visibleFollowIds(
  ctx: AppContext,
  direction: Direction,
  userId: string,
  viewer: Viewer,
): Promise<string[]> {
  const { inactivePeople } = ctx.cache.caches;
  const ids = await followIds(ctx, direction, userId);
  return ids.filter((id) => !inactivePeople.has(id) && !isBlockedWith(viewer, id));
}
