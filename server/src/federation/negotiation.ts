import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { errorBody } from '../http/error-handler.js';
import { visibilityMessages } from '../visibility/index.js';
import { answerWithFedify } from './bridge.js';
import type { Federator } from './federator.js';
import { localUserIdByUsername } from './queries.js';

/** `Accept` asking for ActivityPub: `application/activity+json`, or JSON-LD with the ActivityStreams profile. */
export function wantsActivityJson(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return (
    accept.includes('application/activity+json') ||
    (accept.includes('application/ld+json') && accept.includes('activitystreams'))
  );
}

const PROFILE = /^\/@?([^/?#@]+)\/?$/;
const POST = /^\/@?([^/?#@]+)\/post\/([0-9A-Za-z]{26})\/?$/;

/**
 * The web app's profile and post addresses (`/{username}`, `/{username}/post/{id}`) answer the person's
 * actor or the post's Note to a client asking for ActivityPub, as Mastodon's do; browsers get the app.
 */
export function registerContentNegotiation(
  app: FastifyInstance,
  ctx: AppContext,
  federator: Federator<AppContext>,
): void {
  app.addHook('onRequest', async (request, reply) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !wantsActivityJson(request)) return;
    const pathname = request.url.split('?')[0] ?? '/';
    if (/^\/(api|media|ap|socket\.io|\.well-known|nodeinfo)\//.test(pathname)) return;
    const answer = (path: string) =>
      // A signature covers the path it was made for: with AUTHORIZED_FETCH the client is sent to the id itself.
      ctx.config.federation.authorizedFetch
        ? reply.redirect(new URL(path, federator.publicUrl).href, 302)
        : answerWithFedify(ctx, federator, request, reply, path);
    const post = POST.exec(pathname);
    if (post?.[2]) return answer(`/ap/posts/${post[2]}`);
    const profile = PROFILE.exec(pathname);
    if (!profile?.[1]) return;
    const id = await localUserIdByUsername(ctx.db, decodeURIComponent(profile[1]));
    return id ? answer(`/ap/users/${id}`) : reply.status(404).send(errorBody(visibilityMessages.USER_NOT_FOUND));
  });
}
