import { isActor } from '@fedify/vocab';
import type { AppContext } from '../context.js';
import { badRequest, notFound } from '../errors.js';
import type { Federator } from './federator.js';
import { parseHandle } from './handles.js';
import { resolveRemoteAccount } from './lookup.js';
import { federationMessages } from './messages.js';
import { rememberActor } from './remote-actors.js';

export interface OtherAccount {
  id: string;
  username: string;
  actor_uri: string;
}

export function federatorOf(ctx: AppContext): Federator<AppContext> {
  if (!ctx.federation) throw badRequest(federationMessages.FEDERATION_OFF);
  return ctx.federation;
}

async function remoteRow(ctx: AppContext, id: string | undefined): Promise<OtherAccount | undefined> {
  if (!id) return undefined;
  const row = await ctx.db
    .selectFrom('users')
    .select(['id', 'username', 'actor_uri'])
    .where('id', '=', id)
    .where('host', 'is not', null)
    .executeTakeFirst();
  return row?.actor_uri ? { ...row, actor_uri: row.actor_uri } : undefined;
}

/**
 * An account on another server named by `@name@host` (WebFinger) or its address (read by ActivityPub),
 * remembered here like any remote person. 400 for one of ours, 404 when it cannot be found.
 */
export async function otherAccount(ctx: AppContext, input: string): Promise<OtherAccount> {
  const text = input.trim();
  const url = /^https?:\/\//i.test(text) && URL.canParse(text) ? new URL(text) : undefined;
  const handle = url ? undefined : parseHandle(text);
  if (!url && !handle) throw badRequest(federationMessages.ACCOUNT_ADDRESS_INVALID);
  const federator = federatorOf(ctx);
  const ours = new URL(federator.publicUrl);
  if (url?.origin === ours.origin || handle?.host === ours.host.toLowerCase()) {
    throw badRequest(federationMessages.ACCOUNT_OURS);
  }
  let id: string | undefined;
  if (url) {
    const fctx = federator.fedify.createContext(ours, ctx);
    const actor = await fctx.lookupObject(url.href).catch(() => null);
    if (isActor(actor) && actor.id && actor.inboxId) id = await rememberActor(ctx, actor).catch(() => undefined);
  } else {
    id = await resolveRemoteAccount(ctx, text);
  }
  const found = await remoteRow(ctx, id);
  if (!found) throw notFound(federationMessages.ACCOUNT_NOT_FOUND);
  return found;
}
