import type { AppContext } from '../context.js';
import { isId } from '../db/ids.js';
import { badRequest, notFound } from '../errors.js';
import { toggleAndNotify } from '../notifications/service.js';
import { findUserById, findUserByUsername, newestUsersNotFollowed, type UserRow } from '../users/queries.js';
import { USER_NOT_FOUND } from '../users/service.js';
import { toUserSummary } from '../users/views.js';
import { deleteFollow, type FollowCursor, followListPage, friendsOfFriends, insertFollow } from './queries.js';

const SUGGESTION_COUNT = 10;
export const FOLLOW_PAGE_SIZE = 100;

async function activeUser(ctx: AppContext, key: string) {
  const user = isId(key) ? await findUserById(ctx.db, key) : await findUserByUsername(ctx.db, key.toLowerCase());
  if (!user || user.is_frozen === 1) throw notFound(USER_NOT_FOUND);
  return user;
}

/** Follows or unfollows. Concurrent clicks can never leave two rows: the primary key decides; the follow and its notification change in one transaction. */
export async function toggleFollow(ctx: AppContext, followerId: string, targetId: string) {
  if (followerId === targetId) throw badRequest('You cannot follow yourself');
  const target = await activeUser(ctx, targetId);
  const following = await toggleAndNotify(
    ctx,
    {
      remove: (trx) => deleteFollow(trx, followerId, target.id),
      add: (trx) => insertFollow(trx, followerId, target.id, ctx.clock()),
    },
    { type: 'follow', senderId: followerId, recipientId: target.id },
  );
  return { following, target };
}

export async function listFollows(
  ctx: AppContext,
  direction: 'followers' | 'following',
  userKey: string,
  before: FollowCursor | undefined,
) {
  const user = await activeUser(ctx, userKey);
  const rows = await followListPage(ctx.db, direction, user.id, { before, limit: FOLLOW_PAGE_SIZE });
  return rows.map((row) => ({ ...toUserSummary(row), followedAt: row.followed_at }));
}

/** Up to ten active users the viewer doesn't follow: friends of friends first, then the newest. */
export async function suggestedUsers(ctx: AppContext, viewerId: string | null) {
  const picks: UserRow[] = viewerId ? await friendsOfFriends(ctx.db, viewerId, SUGGESTION_COUNT) : [];
  const missing = SUGGESTION_COUNT - picks.length;
  if (missing > 0) {
    const exclude = [...picks.map((u) => u.id), ...(viewerId ? [viewerId] : [])];
    picks.push(...(await newestUsersNotFollowed(ctx.db, viewerId, missing, exclude)));
  }
  return picks.map(toUserSummary);
}
