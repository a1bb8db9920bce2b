import type { Context } from '@fedify/fedify';
import type { Actor, Collection, OrderedCollection } from '@fedify/vocab';
import type { AppContext } from '../context.js';

const total = (collection: Collection | OrderedCollection | null) => {
  const count = collection?.totalItems;
  return count !== null && count !== undefined && Number.isSafeInteger(count) && count >= 0 ? count : null;
};

/**
 * A remote person's followers, following and posts counts as their server reports them (each collection's
 * `totalItems`, read through the loaders; one that cannot be read stays as it was), for their profile here.
 */
export async function rememberCounts(ctx: Context<AppContext>, actor: Actor, userId: string): Promise<void> {
  const [followers, following, outbox] = await Promise.all([
    actor.getFollowers(ctx).catch(() => null),
    actor.getFollowing(ctx).catch(() => null),
    actor.getOutbox(ctx).catch(() => null),
  ]);
  const counts = {
    ...(total(followers) !== null && { remote_followers_count: total(followers) }),
    ...(total(following) !== null && { remote_following_count: total(following) }),
    ...(total(outbox) !== null && { remote_posts_count: total(outbox) }),
  };
  if (Object.keys(counts).length === 0) return;
  await ctx.data.db.updateTable('users').set(counts).where('id', '=', userId).where('host', 'is not', null).execute();
}
