import { Follow, Undo } from '@fedify/vocab';
import type { AppContext } from '../context.js';
import { newId } from '../db/ids.js';
import type { Db } from '../db/schema.js';
import type { UserRow } from '../db/tables/users.js';
import { badRequest } from '../errors.js';
import { deleteAuthorEntries } from '../feed/timeline-queries.js';
import { deleteFollow } from '../follows/queries.js';
import { enqueueDeliveries } from './delivery-jobs.js';
import type { Federator } from './federator.js';
import { federationMessages } from './messages.js';

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

/** Whether our person follows a remote person, or asked to and waits (the Follow's id). */
export async function remoteFollowState(db: Db, followerId: string, followeeId: string) {
  const [request, following] = await Promise.all([
    findRequest(db, followerId, followeeId),
    isFollowing(db, followerId, followeeId),
  ]);
  return { request, following };
}

function federatorFor(ctx: AppContext, target: UserRow) {
  const federator = ctx.federation;
  if (!federator || !target.actor_uri || !target.inbox_url) throw badRequest(federationMessages.FEDERATION_OFF);
  return { federator, object: new URL(target.actor_uri), inbox: target.inbox_url };
}

/** Our person stops following (or asking to follow) a remote person: the request and the follow go, an Undo of the Follow is sent. */
export async function endRemoteFollow(
  ctx: AppContext,
  followerId: string,
  target: UserRow,
  request: { activity_uri: string } | undefined,
): Promise<void> {
  const { federator, object, inbox } = federatorFor(ctx, target);
  const actor = new URL(`/ap/users/${followerId}`, federator.publicUrl);
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
}

/** Our person asks to follow a remote person: a `follow_requests` row with the Follow's id, sent in the same transaction. */
export async function requestRemoteFollow(ctx: AppContext, followerId: string, target: UserRow): Promise<void> {
  const { federator, object, inbox } = federatorFor(ctx, target);
  const actor = new URL(`/ap/users/${followerId}`, federator.publicUrl);
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
}

/**
 * One of ours follows or unfollows a remote person. A follow is a request until their server accepts;
 * following or asking again takes it back. Returns whether a request is pending.
 */
export async function toggleRemoteFollow(ctx: AppContext, followerId: string, target: UserRow): Promise<boolean> {
  federatorFor(ctx, target);
  const { request, following } = await remoteFollowState(ctx.db, followerId, target.id);
  if (request || following) {
    await endRemoteFollow(ctx, followerId, target, request);
    return false;
  }
  await requestRemoteFollow(ctx, followerId, target);
  return true;
}
