import type { AppContext } from '../context.js';
import type { UserSummaryRow } from '../db/tables/users.js';
import { badRequest } from '../errors.js';
import { toggleRemoteFollow } from '../federation/on-demand.js';
import { backfillFollower } from '../feed/fanout.js';
import { enqueueFollowBackfill } from '../feed/fanout-jobs.js';
import { deleteAuthorEntries } from '../feed/timeline-queries.js';
import { toggleAndNotify } from '../notifications/service.js';
import { findActiveUserSummaries, newestUsersNotFollowed } from '../users/queries.js';
import { toUserSummary, type UserSummary } from '../users/views.js';
import { assertCanInteract, findVisibleUser } from '../visibility/index.js';
import { friendsOfFriends } from './friends-of-friends.js';
import { listedUsers, listedUsersFromCache } from './listed-users.js';
import { followMessages } from './messages.js';
import { deleteFollow, type FollowCursor, followListPage, insertFollow } from './queries.js';

const SUGGESTION_COUNT = 10;
export const FOLLOW_PAGE_SIZE = 100;

/** Follows or unfollows. Concurrent clicks can never leave two rows: the primary key decides; the follow and its notification change in one transaction. */
export async function toggleFollow(ctx: AppContext, followerId: string, targetId: string) {
  if (followerId === targetId) throw badRequest(followMessages.FOLLOW_SELF);
  const target = await assertCanInteract(ctx.db, followerId, targetId);
  await ctx.limits.consume('followsPerUser', followerId);
  if (target.host) {
    const pending = await toggleRemoteFollow(ctx, followerId, target);
    return { following: false, pending, target };
  }
  const following = await toggleAndNotify(
    ctx,
    {
      remove: async (trx) => {
        const removed = await deleteFollow(trx, followerId, target.id);
        if (removed) await deleteAuthorEntries(trx, followerId, target.id);
        return removed;
      },
      add: async (trx) => {
        const added = await insertFollow(trx, followerId, target.id, ctx.clock());
        if (added) await enqueueFollowBackfill(trx, followerId, target.id);
        return added;
      },
    },
    { type: 'follow', senderId: followerId, recipientId: target.id },
  );
  ctx.events.emit('contacts.changed', { userIds: [followerId] });
  ctx.events.emit('follow.changed', { followerId, followeeId: target.id });
  if (following) {
    // The follower's own feed has the new posts by the time the follow answers (the feed refetches at once);
    // if this fails, the queued job puts them in.
    await backfillFollower(ctx, followerId, target.id).catch(() => undefined);
    ctx.events.emit('jobs.queued', {});
  }
  return { following, pending: false, target };
}

/** A follow list as the viewer may see it: the list of someone who blocked the viewer is not found. */
export async function listFollows(
  ctx: AppContext,
  viewerId: string | null,
  direction: 'followers' | 'following',
  userKey: string,
  before: FollowCursor | undefined,
) {
  const { user } = await findVisibleUser(ctx, viewerId, userKey);
  const rows = await followListPage(ctx.db, direction, user.id, { viewerId, before, limit: FOLLOW_PAGE_SIZE });
  const listed = await listedUsers(ctx.db, viewerId, rows);
  return listed.map((user, i) => ({ ...user, followedAt: rows[i]?.followed_at ?? 0 }));
}

/** The people to suggest to the viewer (rows): friends of friends first, then the newest. */
async function suggestedRows(ctx: AppContext, viewerId: string | null): Promise<UserSummaryRow[]> {
  const ids = viewerId ? await friendsOfFriends(ctx, viewerId, SUGGESTION_COUNT) : [];
  const rows = new Map((await findActiveUserSummaries(ctx.db, ids)).map((row) => [row.id, row]));
  const picks: UserSummaryRow[] = ids.flatMap((id) => rows.get(id) ?? []);
  const missing = SUGGESTION_COUNT - picks.length;
  if (missing > 0) {
    const exclude = [...picks.map((u) => u.id), ...(viewerId ? [viewerId] : [])];
    picks.push(...(await newestUsersNotFollowed(ctx.db, viewerId, missing, exclude)));
  }
  return picks;
}

/** Up to ten users the viewer may see and doesn't follow: friends of friends first, then the newest. */
export async function suggestedUsers(ctx: AppContext, viewerId: string | null) {
  return listedUsersFromCache(ctx, viewerId, await suggestedRows(ctx, viewerId));
}

/**
 * The same people without their `followers` (the API's answer less that field), as a page embeds them for the
 * web app, which shows a suggestion and its Follow button from the viewer's own `following`: a popular
 * person's follower ids were most of a home page's bytes and of its cost.
 */
export async function suggestedUsersSlim(ctx: AppContext, viewerId: string | null): Promise<UserSummary[]> {
  return (await suggestedRows(ctx, viewerId)).map(toUserSummary);
}
