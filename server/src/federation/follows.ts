import { Follow, Undo } from '@fedify/vocab';
import type { AppContext } from '../context.js';
import { newId } from '../db/ids.js';
import type { Db } from '../db/schema.js';
import type { UserRow } from '../db/tables/users.js';
import { badRequest } from '../errors.js';
import { deleteAuthorEntries } from '../feed/timeline-queries.js';
import { deleteFollow } from '../follows/queries.js';
import { enqueueDeliveries } from './delivery.js';
import type { Federator } from './federator.js';

export const FEDERATION_OFF = 'This server does not federate, so it cannot follow people on other servers';

async function toJson(federator: Federator<AppContext>, ctx: AppContext, activity: Follow | Undo) {
  const contextLoader = federator.fedify.createContext(new URL(federator.publicUrl), ctx).contextLoader;
  return (await activity.toJsonLd({ contextLoader })) as Record<string, unknown>;
}

async function findRequest(db: Db, followerId: string, followeeId: string) {
  return db
    .selectFrom('follow_requests')
    .select('activity_uri')
    .where('follower_id', '=', followerId)
    .where('followee_id', '=', followeeId)
    .executeTakeFirst();
}

async function isFollowing(db: Db, followerId: string, followeeId: string): Promise<boolean> {
  const row = await db
    .selectFrom('follows')
    .select('follower_id')
    .where('follower_id', '=', followerId)
    .where('followee_id', '=', followeeId)
    .executeTakeFirst();
  return Boolean(row);
}

/**
 * One of ours follows or unfollows a remote person. A follow is a request until their server accepts
 * (`follow_requests`, with the Follow's id, sent in the same transaction); following or asking again takes it
 * back: the request and the follow go, and an Undo of the Follow is sent. Returns whether a request is pending.
 */
export async function toggleRemoteFollow(ctx: AppContext, followerId: string, target: UserRow): Promise<boolean> {
  const federator = ctx.federation;
  if (!federator || !target.actor_uri || !target.inbox_url) throw badRequest(FEDERATION_OFF);
  const actor = new URL(`/ap/users/${followerId}`, federator.publicUrl);
  const object = new URL(target.actor_uri);
  const inbox = target.inbox_url;
  const [request, following] = await Promise.all([
    findRequest(ctx.db, followerId, target.id),
    isFollowing(ctx.db, followerId, target.id),
  ]);
  if (request || following) {
    const follow = new Follow({ id: request ? new URL(request.activity_uri) : null, actor, object });
    const undo = await toJson(
      federator,
      ctx,
      new Undo({ id: new URL(`${actor.href}#undo/${newId()}`), actor, object: follow }),
    );
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('follow_requests')
        .where('follower_id', '=', followerId)
        .where('followee_id', '=', target.id)
        .execute();
      if (await deleteFollow(trx, followerId, target.id)) await deleteAuthorEntries(trx, followerId, target.id);
      await enqueueDeliveries(trx, [{ inbox, activity: undo, signer: followerId }]);
    });
    ctx.events.emit('contacts.changed', { userIds: [followerId] });
    ctx.events.emit('follow.changed', { followerId, followeeId: target.id });
    ctx.events.emit('jobs.queued', {});
    return false;
  }
  const id = new URL(`${actor.href}#follows/${newId()}`);
  const activity = await toJson(federator, ctx, new Follow({ id, actor, object }));
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('follow_requests')
      .values({ follower_id: followerId, followee_id: target.id, activity_uri: id.href, created_at: ctx.clock() })
      .onConflict((oc) => oc.columns(['follower_id', 'followee_id']).doNothing())
      .execute();
    await enqueueDeliveries(trx, [{ inbox, activity, signer: followerId }]);
  });
  ctx.events.emit('jobs.queued', {});
  return true;
}
