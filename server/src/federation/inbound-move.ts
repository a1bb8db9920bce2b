import type { InboxContext } from '@fedify/fedify';
import { isActor, type Move } from '@fedify/vocab';
import type { AppContext } from '../context.js';
import type { UserRow } from '../db/tables/users.js';
import { toggleFollow } from '../follows/service.js';
import { assertCanInteract, isActive } from '../visibility/users.js';
import { endRemoteFollow, remoteFollowState, requestRemoteFollow } from './follows.js';
import { findRemoteByActorUri, rememberActor } from './remote-actors.js';

type Ctx = InboxContext<AppContext>;

async function localFollowersOf(ctx: Ctx, personId: string): Promise<string[]> {
  const rows = await ctx.data.db
    .selectFrom('follows')
    .innerJoin('users', 'users.id', 'follows.follower_id')
    .select('follows.follower_id')
    .where('follows.followee_id', '=', personId)
    .where('users.host', 'is', null)
    .execute();
  return rows.map((row) => row.follower_id);
}

/** One of ours stops following the old account and asks to follow the new one, unless a block stands between them and it. */
async function moveFollow(app: AppContext, followerId: string, from: UserRow, to: UserRow): Promise<void> {
  const blocked = await assertCanInteract(app.db, followerId, to.id).then(
    () => false,
    () => true,
  );
  if (blocked) return;
  await endRemoteFollow(app, followerId, from, (await remoteFollowState(app.db, followerId, from.id)).request);
  const toward = await remoteFollowState(app.db, followerId, to.id);
  if (!toward.request && !toward.following) await requestRemoteFollow(app, followerId, to);
}

/** One of our people, active, who lists the old account among their aliases: the move is theirs to claim. */
async function ourClaimant(ctx: Ctx, from: UserRow, targetUri: URL): Promise<UserRow | undefined> {
  const parsed = ctx.parseUri(targetUri);
  if (parsed?.type !== 'actor') return undefined;
  const to = await ctx.data.db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', parsed.identifier)
    .where('host', 'is', null)
    .executeTakeFirst();
  const aliases = to ? (JSON.parse(to.also_known_as) as string[]) : [];
  return to && isActive(to) && from.actor_uri && aliases.includes(from.actor_uri) ? to : undefined;
}

/** A move to one of our own people: our people following the old account follow them here instead. */
async function moveToOurs(ctx: Ctx, from: UserRow, targetUri: URL): Promise<void> {
  const to = await ourClaimant(ctx, from, targetUri);
  if (!to) return;
  for (const followerId of await localFollowersOf(ctx, from.id)) {
    if (followerId === to.id) continue;
    const blocked = await assertCanInteract(ctx.data.db, followerId, to.id).then(
      () => false,
      () => true,
    );
    if (blocked) continue;
    await endRemoteFollow(
      ctx.data,
      followerId,
      from,
      (await remoteFollowState(ctx.data.db, followerId, from.id)).request,
    );
    if (!(await remoteFollowState(ctx.data.db, followerId, to.id)).following)
      await toggleFollow(ctx.data, followerId, to.id);
  }
}

/**
 * A remote person moved to another account (a `Move` whose actor and object are the old account, its target
 * the new one). Acted on only when the new account, read from its own server, names the old one in
 * `alsoKnownAs` (else anyone could take another's followers): our people following the old account stop (an
 * Undo goes to it) and ask to follow the new one (a Follow goes to it). A new account on our own server must
 * list the old one among its aliases, and is then followed here directly. A move to another server is kept on
 * the old account (`moved_to`), so its profile here links to the new one.
 */
export async function onMove(ctx: Ctx, move: Move): Promise<void> {
  const oldUri = move.actorId;
  const targetUri = move.targetId;
  if (!oldUri || !targetUri || move.objectId?.href !== oldUri.href || targetUri.href === oldUri.href) return;
  const from = await findRemoteByActorUri(ctx.data.db, oldUri.href);
  if (!from) return;
  if (targetUri.origin === new URL(ctx.origin).origin) return moveToOurs(ctx, from, targetUri);
  const target = await ctx.lookupObject(targetUri.href).catch(() => null);
  if (!isActor(target) || target.id?.href !== targetUri.href) return;
  if (!target.aliasIds.some((alias) => alias.href === oldUri.href)) return;
  await rememberActor(ctx.data, target);
  const to = await findRemoteByActorUri(ctx.data.db, targetUri.href);
  if (!to) return;
  // Their profile here then says where they went (the profile's `movedTo`).
  await ctx.data.db
    .updateTable('users')
    .set({ moved_to: to.actor_uri, moved_at: ctx.data.clock() })
    .where('id', '=', from.id)
    .execute();
  for (const followerId of await localFollowersOf(ctx, from.id)) await moveFollow(ctx.data, followerId, from, to);
}
