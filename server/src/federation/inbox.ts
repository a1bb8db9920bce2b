import type { Federation, InboxContext } from '@fedify/fedify';
import { Accept, Activity, Announce, Block, Flag, Follow, isActor, Like, Move, Reject, Undo } from '@fedify/vocab';
import type { AppContext } from '../context.js';
import { newId } from '../db/ids.js';
import { enqueueFollowBackfill } from '../feed/fanout-jobs.js';
import { deleteFollow, insertFollow } from '../follows/queries.js';
import { toggleAndNotify, writeAndNotifyAll } from '../notifications/service.js';
import { assertCanInteract, isActive } from '../visibility/users.js';
import { enqueueOutboxBackfill } from './backfill.js';
import { enqueueDeliveries } from './delivery-jobs.js';
import { onAnnounce, onLike, onUndoInteraction } from './inbound-interactions.js';
import { onBlock, onFlag, onUndoBlock } from './inbound-moderation.js';
import { onMove } from './inbound-move.js';
import { registerRemotePostListeners } from './inbound-notes.js';
import { findLocalUser } from './queries.js';
import { once } from './received.js';
import { findRemoteByActorUri, rememberActor } from './remote-actors.js';
import { INSTANCE_ACTOR, ROUTES } from './urls.js';

type Ctx = InboxContext<AppContext>;

/** Our person a remote activity is about (an actor URI of ours), if they are active. */
async function localTarget(ctx: Ctx, uri: URL | null) {
  const parsed = uri ? ctx.parseUri(uri) : null;
  if (parsed?.type !== 'actor' || parsed.identifier === INSTANCE_ACTOR) return undefined;
  const user = await findLocalUser(ctx.data.db, parsed.identifier);
  return user && isActive(user) ? user : undefined;
}

async function answer(ctx: Ctx, follow: Follow, followeeId: string, inbox: URL, kind: typeof Accept | typeof Reject) {
  const actor = ctx.getActorUri(followeeId);
  const activity = new kind({
    id: new URL(`${actor.href}#${kind.name.toLowerCase()}s/${newId()}`),
    actor,
    object: follow,
  });
  const json = (await activity.toJsonLd({ contextLoader: ctx.contextLoader })) as Record<string, unknown>;
  return { inbox: inbox.href, activity: json, signer: followeeId };
}

/**
 * A remote person follows one of ours: they are remembered (a `users` row with their host), the follow is
 * kept with its notification, and the Accept is queued in the same transaction. A block either way is
 * answered with a Reject. A repeated Follow is accepted again without a second notification.
 */
async function onFollow(ctx: Ctx, follow: Follow): Promise<void> {
  const followee = await localTarget(ctx, follow.objectId);
  if (!followee || !follow.id || !follow.actorId) return;
  const actor = await follow.getActor(ctx);
  if (!actor || !isActor(actor) || actor.id?.href !== follow.actorId.href || !actor.inboxId) return;
  const app = ctx.data;
  const followerId = await rememberActor(app, actor);
  const refused = await assertCanInteract(app.db, followerId, followee.id).then(
    () => false,
    () => true,
  );
  if (refused) {
    await enqueueDeliveries(app.db, [await answer(ctx, follow, followee.id, actor.inboxId, Reject)]);
  } else {
    const accept = await answer(ctx, follow, followee.id, actor.inboxId, Accept);
    await writeAndNotifyAll(app, async (trx) => {
      const added = await insertFollow(trx, followerId, followee.id, app.clock());
      await enqueueDeliveries(trx, [accept]);
      return added ? [{ type: 'follow', senderId: followerId, recipientId: followee.id }] : [];
    });
    app.events.emit('follow.changed', { followerId, followeeId: followee.id });
  }
  app.events.emit('jobs.queued', {});
}

/** A remote person takes back their Follow (the follow and its notification go), a Like or an Announce. */
async function onUndo(ctx: Ctx, undo: Undo): Promise<void> {
  const object = await undo.getObject(ctx).catch(() => null);
  if ((object instanceof Like || object instanceof Announce) && undo.actorId) {
    return onUndoInteraction(ctx, undo.actorId.href, object);
  }
  if (object instanceof Block && undo.actorId) return onUndoBlock(ctx, undo.actorId.href, object);
  if (!(object instanceof Follow) || !undo.actorId || object.actorId?.href !== undo.actorId.href) return;
  const followee = await localTarget(ctx, object.objectId);
  const follower = await findRemoteByActorUri(ctx.data.db, undo.actorId.href);
  if (!followee || !follower) return;
  await toggleAndNotify(
    ctx.data,
    { remove: (trx) => deleteFollow(trx, follower.id, followee.id), add: async () => false },
    { type: 'follow', senderId: follower.id, recipientId: followee.id },
  );
  ctx.data.events.emit('follow.changed', { followerId: follower.id, followeeId: followee.id });
}

/** Which of our follow requests an Accept or Reject answers: by the Follow's id, from the person followed. */
async function answeredRequest(ctx: Ctx, activity: Accept | Reject) {
  if (!activity.actorId || !activity.objectId) return undefined;
  return ctx.data.db
    .selectFrom('follow_requests')
    .innerJoin('users', 'users.id', 'follow_requests.followee_id')
    .select(['follow_requests.follower_id', 'follow_requests.followee_id'])
    .where('follow_requests.activity_uri', '=', activity.objectId.href)
    .where('users.actor_uri', '=', activity.actorId.href)
    .executeTakeFirst();
}

/**
 * They accepted one of ours: the request becomes a follow. The request stays beside it (pending is a request
 * without a follow), so a later Reject, which servers send to remove a follower, still finds it.
 */
async function onAccept(ctx: Ctx, accept: Accept): Promise<void> {
  const request = await answeredRequest(ctx, accept);
  if (!request) return;
  const app = ctx.data;
  await app.db.transaction().execute(async (trx) => {
    if (await insertFollow(trx, request.follower_id, request.followee_id, app.clock())) {
      await enqueueFollowBackfill(trx, request.follower_id, request.followee_id);
      await enqueueOutboxBackfill(trx, request.followee_id);
    }
  });
  app.events.emit('contacts.changed', { userIds: [request.follower_id] });
  app.events.emit('follow.changed', { followerId: request.follower_id, followeeId: request.followee_id });
  app.events.emit('follow.answered', {
    followerId: request.follower_id,
    followeeId: request.followee_id,
    following: true,
  });
  app.events.emit('jobs.queued', {});
}

/** They refused (or ended) one of ours: the request, or the follow, goes. */
async function onReject(ctx: Ctx, reject: Reject): Promise<void> {
  const request = await answeredRequest(ctx, reject);
  if (!request) return;
  await ctx.data.db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('follow_requests')
      .where('follower_id', '=', request.follower_id)
      .where('followee_id', '=', request.followee_id)
      .execute();
    await deleteFollow(trx, request.follower_id, request.followee_id);
  });
  ctx.data.events.emit('contacts.changed', { userIds: [request.follower_id] });
  ctx.data.events.emit('follow.changed', { followerId: request.follower_id, followeeId: request.followee_id });
  ctx.data.events.emit('follow.answered', {
    followerId: request.follower_id,
    followeeId: request.followee_id,
    following: false,
  });
}

/**
 * Every person's inbox and the shared one: signatures are checked by Fedify before any of these runs, and
 * the work runs from the queue (the sender gets 202 at once). Other activities (a Create, an Update …) are
 * recorded; `inbound-notes.ts` acts on notes.
 */
export function registerInbox(federation: Federation<AppContext>): void {
  const setters = federation
    .setInboxListeners(ROUTES.inbox, ROUTES.sharedInbox)
    .on(Follow, once(onFollow))
    .on(Undo, once(onUndo))
    .on(Accept, once(onAccept))
    .on(Reject, once(onReject))
    .on(Like, once(onLike))
    .on(Announce, once(onAnnounce))
    .on(Block, once(onBlock))
    .on(Flag, once(onFlag))
    .on(Move, once(onMove));
  registerRemotePostListeners(setters).on(
    Activity,
    once(async () => {}),
  );
}
