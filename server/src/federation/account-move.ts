import { isActor } from '@fedify/vocab';
import { accountMessages } from '../accounts/messages.js';
import { verifyPassword } from '../auth/passwords.js';
import type { AppContext } from '../context.js';
import { badRequest, conflict } from '../errors.js';
import { federatorOf, type OtherAccount, otherAccount } from './account-aliases.js';
import { enqueueDeliveries } from './delivery-jobs.js';
import { remoteFollowState, requestRemoteFollow } from './follows.js';
import { federationMessages, MAX_ALIASES } from './messages.js';
import { actorUri } from './urls.js';

const AS_CONTEXT = 'https://www.w3.org/ns/activitystreams';

export interface AccountLinks {
  aliases: { uri: string; username: string }[];
  movedTo: { uri: string; username: string } | null;
}

export async function accountLinks(ctx: AppContext, userId: string): Promise<AccountLinks> {
  const user = await ctx.db
    .selectFrom('users')
    .select(['also_known_as', 'moved_to'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const uris = [...(JSON.parse(user.also_known_as) as string[]), ...(user.moved_to ? [user.moved_to] : [])];
  const rows =
    uris.length === 0
      ? []
      : await ctx.db.selectFrom('users').select(['username', 'actor_uri']).where('actor_uri', 'in', uris).execute();
  const named = (uri: string) => ({ uri, username: rows.find((row) => row.actor_uri === uri)?.username ?? uri });
  return {
    aliases: (JSON.parse(user.also_known_as) as string[]).map(named),
    movedTo: user.moved_to ? named(user.moved_to) : null,
  };
}

/**
 * The accounts elsewhere a person says are also theirs (`alsoKnownAs` on their actor, so one of them may move
 * here): each named by `@name@host` or address and found first; at most MAX_ALIASES.
 */
export async function setAliases(ctx: AppContext, userId: string, inputs: string[]): Promise<AccountLinks> {
  if (inputs.length > MAX_ALIASES) throw badRequest(federationMessages.ALIASES_TOO_MANY);
  const accounts: OtherAccount[] = [];
  for (const input of inputs) accounts.push(await otherAccount(ctx, input));
  const uris = [...new Set(accounts.map((account) => account.actor_uri))];
  await ctx.db
    .updateTable('users')
    .set({ also_known_as: JSON.stringify(uris) })
    .where('id', '=', userId)
    .execute();
  ctx.events.emit('person.changed', { userId });
  return accountLinks(ctx, userId);
}

/** The new account, read afresh from its own server, names ours in `alsoKnownAs`: else anyone could claim our followers. */
async function namesUs(ctx: AppContext, target: OtherAccount, ours: string): Promise<boolean> {
  const federator = federatorOf(ctx);
  const fctx = federator.fedify.createContext(new URL(federator.publicUrl), ctx);
  const actor = await fctx.lookupObject(target.actor_uri).catch(() => null);
  return isActor(actor) && actor.id?.href === target.actor_uri && actor.aliasIds.some((alias) => alias.href === ours);
}

/**
 * A person moves to an account on another server (password asked again): refused unless that account lists
 * this one in `alsoKnownAs`. Their actor then shows `movedTo`, a `Move` goes to every server with a follower of
 * theirs (each server moves its people's follows), our own people following them ask to follow the new
 * account, and their writes are refused from then on (moved-accounts.ts).
 */
export async function moveAccount(
  ctx: AppContext,
  userId: string,
  { target: input, password }: { target: string; password: string },
): Promise<AccountLinks> {
  const user = await ctx.db
    .selectFrom('users')
    .select(['password_hash', 'moved_to'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (user.moved_to) throw conflict(federationMessages.ACCOUNT_MOVED);
  if (!(await verifyPassword(password, user.password_hash))) throw badRequest(accountMessages.PASSWORD_WRONG);
  const target = await otherAccount(ctx, input);
  const ours = actorUri(federatorOf(ctx).publicUrl, userId).href;
  if (!(await namesUs(ctx, target, ours))) throw conflict(federationMessages.MOVE_ALIAS_MISSING);
  const followers = await ctx.db
    .selectFrom('follows')
    .innerJoin('users', 'users.id', 'follows.follower_id')
    .select(['users.id', 'users.host', 'users.inbox_url', 'users.shared_inbox_url'])
    .where('follows.followee_id', '=', userId)
    .execute();
  const inboxes = new Set(followers.flatMap((row) => (row.host ? [row.shared_inbox_url ?? row.inbox_url ?? ''] : [])));
  const move = {
    '@context': AS_CONTEXT,
    id: `${ours}#moves/${ctx.clock()}`,
    type: 'Move',
    actor: ours,
    object: ours,
    target: target.actor_uri,
  };
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ moved_to: target.actor_uri, moved_at: ctx.clock() })
      .where('id', '=', userId)
      .execute();
    const deliveries = [...inboxes].filter(Boolean).map((inbox) => ({ inbox, activity: move, signer: userId }));
    await enqueueDeliveries(trx, deliveries);
  });
  ctx.events.emit('person.moved', { userId });
  ctx.events.emit('jobs.queued', {});
  const targetRow = await ctx.db.selectFrom('users').selectAll().where('id', '=', target.id).executeTakeFirstOrThrow();
  for (const follower of followers.filter((row) => !row.host)) {
    const state = await remoteFollowState(ctx.db, follower.id, target.id);
    if (!state.request && !state.following) await requestRemoteFollow(ctx, follower.id, targetRow);
  }
  return accountLinks(ctx, userId);
}
