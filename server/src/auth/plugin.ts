import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../context.js';
import { unauthenticated } from '../errors.js';
import { SESSION_COOKIE } from './session-cookie.js';
import type { SessionUser } from './session-user.js';
import { resolveSession, resolveSessionHash, sessionUserFromCache } from './sessions.js';
import { hashToken } from './tokens.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user, from the session cookie only; null for visitors. */
    user: SessionUser | null;
    sessionToken: string | null;
  }
}

/** The person the request's session cookie belongs to (and the cookie's token), or null. */
export async function sessionFromCookie(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<{ user: SessionUser; token: string } | null> {
  const token = cookieToken(request);
  if (!token) return null;
  const user = await resolveSession(ctx, token);
  return user ? { user, token } : null;
}

function cookieToken(request: FastifyRequest): string | undefined {
  const token = request.cookies[SESSION_COOKIE];
  return token && token.length <= 100 ? token : undefined;
}

/**
 * Resolves the session cookie on every API request. Identity never comes from the request body. Other
 * routes that need the person (private media, pages with share tags) ask `sessionFromCookie` themselves.
 * A callback hook, not an async one: a visitor and a session the cache answers go on at once, without a
 * promise and a turn of the microtask queue for each (only a miss waits: a due last-seen is recorded, not written).
 */
export const authPlugin = fp(async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('onRequest', (request, _reply, done) => {
    const token = request.url.startsWith('/api/') ? cookieToken(request) : undefined;
    if (!token) return done();
    const signIn = (user: SessionUser | null) => {
      if (user) {
        request.user = user;
        request.sessionToken = token;
      }
    };
    const tokenHash = hashToken(token);
    const cached = sessionUserFromCache(ctx, tokenHash);
    if (cached) {
      signIn(cached);
      return done();
    }
    resolveSessionHash(ctx, tokenHash).then((user) => {
      signIn(user);
      done();
    }, done);
  });
});

export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}
