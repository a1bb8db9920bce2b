import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { forbidden } from '../errors.js';
import { clientKey } from '../rate-limit/client-key.js';
import { isBlockedHost } from './domain-blocks.js';
import { federationMessages } from './messages.js';

/** The key a request says it is signed with: draft-cavage's `keyId` or RFC 9421's `keyid` parameter. */
function signingKeyHost(request: FastifyRequest): string | undefined {
  const header = `${request.headers.signature ?? ''} ${request.headers['signature-input'] ?? ''}`;
  const keyId = /keyid="([^"]+)"/i.exec(header)?.[1];
  if (!keyId) return undefined;
  return URL.canParse(keyId) ? new URL(keyId).host : undefined;
}

/** The `actor` an activity posted to us names (its id, whether written as a string or an object). */
function actorHost(body: Buffer | undefined): string | undefined {
  if (!body || body.length === 0) return undefined;
  try {
    const activity = JSON.parse(body.toString('utf8')) as { actor?: unknown };
    const actor = activity.actor;
    const id = typeof actor === 'string' ? actor : (actor as { id?: unknown } | null)?.id;
    return typeof id === 'string' && URL.canParse(id) ? new URL(id).host : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Before Fedify looks at a request from another server (so a refused one costs no key fetch): a server an
 * admin blocked (its key or its activity's actor on a blocked domain) gets 403, whether it posts to an inbox
 * or asks for a document with a signed GET; each server (by its address) may post at most
 * `inboxPostsPerServer` activities a minute (429 past it).
 */
export async function gatePeer(ctx: AppContext, request: FastifyRequest, body: Buffer | undefined): Promise<void> {
  const posting = request.method === 'POST';
  if (posting) await ctx.limits.consume('inboxPostsPerServer', clientKey(request.ip));
  const hosts = [signingKeyHost(request), posting ? actorHost(body) : undefined];
  for (const host of new Set(hosts)) {
    if (host && (await isBlockedHost(ctx.db, host))) throw forbidden(federationMessages.SERVER_BLOCKED);
  }
}
