import { isActor } from '@fedify/vocab';
import type { AppContext } from '../context.js';
import { checkOutboundUrl } from '../outbound/index.js';
import { isBlockedHost } from './domain-blocks.js';
import type { Federator } from './federator.js';
import { parseHandle } from './handles.js';
import { rememberActor } from './remote-actors.js';
import { rememberCounts } from './remote-counts.js';

const DAY_MS = 24 * 60 * 60_000;
const MAX_JRD_BYTES = 256 * 1024;

/** http only for loopback peers when OUTBOUND_ALLOW_LOOPBACK is on (tests and development); https otherwise. */
function originOf(ctx: AppContext, host: string): string {
  const loopback = /^(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/.test(host);
  return `${ctx.config.outbound.allowLoopback && loopback ? 'http' : 'https'}://${host}`;
}

/** WebFinger: the actor URL an `acct:` handle names, through the outbound module. */
async function webFinger(
  ctx: AppContext,
  federator: Federator<AppContext>,
  name: string,
  host: string,
): Promise<URL | undefined> {
  const url = new URL('/.well-known/webfinger', originOf(ctx, host));
  url.searchParams.set('resource', `acct:${name}@${host}`);
  const response = await ctx.outbound.fetch(url, {
    headers: { accept: 'application/jrd+json, application/json', 'user-agent': federator.userAgent },
    maxResponseBytes: MAX_JRD_BYTES,
  });
  if (!response.ok) return undefined;
  const jrd = (await response.json()) as { links?: { rel?: string; type?: string; href?: string }[] };
  const self = jrd.links?.find(
    (link) => link.rel === 'self' && /application\/(activity\+json|ld\+json)/.test(link.type ?? '') && link.href,
  );
  return self?.href ? checkOutboundUrl(self.href, ctx.outbound.policy) : undefined;
}

/**
 * A remote person by `name@host`: WebFinger, then their actor (signed by our instance actor), remembered as
 * a `users` row; read again at most once a day. Returns their user id, or undefined when they cannot be
 * found (the server does not answer, knows no such person, is blocked, or is not one we may reach). When a refresh
 * fails, the row we have stands.
 */
export async function resolveRemoteAccount(ctx: AppContext, handle: string): Promise<string | undefined> {
  const federator = ctx.federation;
  const parsed = parseHandle(handle);
  if (!federator || !parsed || (await isBlockedHost(ctx.db, parsed.host))) return undefined;
  const username = `${parsed.name}@${parsed.host}`.toLowerCase();
  const known = await ctx.db
    .selectFrom('users')
    .select(['id', 'fetched_at'])
    .where('username', '=', username)
    .where('host', 'is not', null)
    .executeTakeFirst();
  if (known && (known.fetched_at ?? 0) > ctx.clock() - DAY_MS) return known.id;
  try {
    const actorUrl = await webFinger(ctx, federator, parsed.name, parsed.host);
    if (!actorUrl) return known?.id;
    const lookup = federator.fedify.createContext(new URL(federator.publicUrl), ctx);
    const actor = await lookup.lookupObject(actorUrl);
    if (!isActor(actor) || !actor.id || actor.id.origin === new URL(federator.publicUrl).origin) return known?.id;
    const id = await rememberActor(ctx, actor);
    await rememberCounts(lookup, actor, id);
    return id;
  } catch {
    return known?.id;
  }
}
