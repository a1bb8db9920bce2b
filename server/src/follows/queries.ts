import { compiledOnce } from '../db/compiled-once.js';
import type { Db } from '../db/schema.js';
import { joinVisibleAuthor } from '../visibility/index.js';

const followerIds = compiledOnce((db: Db, { userId }: { userId: string }) =>
  db.selectFrom('follows').select('follower_id as id').where('followee_id', '=', userId).orderBy('created_at', 'desc'),
);
const followingIds = compiledOnce((db: Db, { userId }: { userId: string }) =>
  db.selectFrom('follows').select('followee_id as id').where('follower_id', '=', userId).orderBy('created_at', 'desc'),
);

/**
 * Everyone following `userId` (`followers`) or followed by them (`following`), newest follow first, whatever
 * their standing: the per-person cache holds this, and readers filter it in memory.
 */
export async function followIdsOf(db: Db, direction: 'followers' | 'following', userId: string): Promise<string[]> {
  const rows = await (direction === 'followers' ? followerIds : followingIds)(db, { userId });
  return rows.map((r) => r.id);
}

/** The followers the viewer may see of each of a list's people, in one query: user id → follower ids. */
export async function followersOfUsers(
  db: Db,
  userIds: readonly string[],
  viewerId: string | null,
): Promise<Map<string, string[]>> {
  const byUser = new Map(userIds.map((id) => [id, [] as string[]]));
  if (userIds.length === 0) return byUser;
  const rows = await db
    .selectFrom('follows')
    .$call((q) => joinVisibleAuthor(q, 'follows.follower_id', viewerId))
    .select(['follows.followee_id', 'follows.follower_id'])
    .where('follows.followee_id', 'in', userIds)
    .orderBy('follows.created_at', 'desc')
    .execute();
  for (const row of rows) byUser.get(row.followee_id)?.push(row.follower_id);
  return byUser;
}

/** Removes the follow if present; true when a row was removed. */
export async function deleteFollow(db: Db, followerId: string, followeeId: string): Promise<boolean> {
  const result = await db
    .deleteFrom('follows')
    .where('follower_id', '=', followerId)
    .where('followee_id', '=', followeeId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Adds the follow, true when added now; a concurrent duplicate is absorbed by the primary key, not by a read-then-write check. */
export async function insertFollow(db: Db, followerId: string, followeeId: string, now: number): Promise<boolean> {
  const result = await db
    .insertInto('follows')
    .values({ follower_id: followerId, followee_id: followeeId, created_at: now })
    .onConflict((oc) => oc.columns(['follower_id', 'followee_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

type ListDirection = 'followers' | 'following';

/** Where the previous page ended: its last follow's time and, to tell follows of the same millisecond apart, its user. */
export interface FollowCursor {
  at: number;
  userId?: string;
}

/** One page of a follower or following list, newest follow first (then by user id), keyset-paged on both. */
export async function followListPage(
  db: Db,
  direction: ListDirection,
  userId: string,
  options: { viewerId: string | null; before?: FollowCursor; limit: number },
) {
  const [ownColumn, otherColumn] =
    direction === 'followers' ? (['followee_id', 'follower_id'] as const) : (['follower_id', 'followee_id'] as const);
  let query = db
    .selectFrom('follows')
    .$call((q) => joinVisibleAuthor(q, `follows.${otherColumn}`, options.viewerId))
    .selectAll('users')
    .select('follows.created_at as followed_at')
    .where(`follows.${ownColumn}`, '=', userId);
  const before = options.before;
  if (before?.userId) {
    const lastUser = before.userId;
    query = query.where((eb) =>
      eb.or([
        eb('follows.created_at', '<', before.at),
        eb.and([eb('follows.created_at', '=', before.at), eb('users.id', '<', lastUser)]),
      ]),
    );
  } else if (before) {
    query = query.where('follows.created_at', '<', before.at);
  }
  return query.orderBy('follows.created_at', 'desc').orderBy('users.id', 'desc').limit(options.limit).execute();
}
