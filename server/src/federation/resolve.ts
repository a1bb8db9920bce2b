import { isActor } from '@fedify/vocab';
import type { AppContext } from '../context.js';
import { badRequest, notFound } from '../errors.js';
import { getPost } from '../posts/service.js';
import { findVisibleUser } from '../visibility/users.js';
import { federationMessages } from './messages.js';
import { rememberActor } from './remote-actors.js';
import { isPostLike } from './remote-notes.js';
import { ancestorOf } from './remote-threads.js';

export type Resolved =
  | { type: 'user'; _id: string; username: string }
  | { type: 'post'; _id: string; username: string };

function parseUrl(raw: string): URL {
  const url = URL.canParse(raw) ? new URL(raw) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    throw badRequest(federationMessages.RESOLVE_URL_INVALID);
  return url;
}

/**
 * A profile or post address on another server pasted into search: read from there by ActivityPub (through
 * the loaders, so the outbound rules apply: loopback and private addresses are refused unless allowed),
 * remembered (a person) or stored (a public post, with its missing ancestors) like anything that reaches our
 * inbox, and answered only if the viewer may see it. Anything else, and our own addresses, is not found.
 */
export async function resolveRemoteUrl(ctx: AppContext, viewerId: string, raw: string): Promise<Resolved> {
  const url = parseUrl(raw);
  const federator = ctx.federation;
  if (!federator || url.origin === new URL(federator.publicUrl).origin)
    throw notFound(federationMessages.RESOLVE_NOT_FOUND);
  const fctx = federator.fedify.createContext(new URL(federator.publicUrl), ctx);
  const object = await fctx.lookupObject(url.href).catch(() => null);
  if (isActor(object) && object.id && object.inboxId) {
    const id = await rememberActor(ctx, object).catch(() => undefined);
    const found = id && (await findVisibleUser(ctx, viewerId, id).catch(() => undefined));
    if (found) return { type: 'user', _id: found.user.id, username: found.user.username };
  } else if (isPostLike(object) && object.id) {
    const post = await ancestorOf(fctx, object.id.href);
    const visible = post && (await getPost(ctx, viewerId, post.id).catch(() => undefined));
    if (visible) return { type: 'post', _id: visible._id, username: visible.postedBy.username };
  }
  throw notFound(federationMessages.RESOLVE_NOT_FOUND);
}
