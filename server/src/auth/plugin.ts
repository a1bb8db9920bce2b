import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../context.js';
import { unauthenticated } from '../errors.js';
import { SESSION_COOKIE } from './session-cookie.js';
import type { SessionUser } from './session-user.js';
import { resolveSession } from './sessions.js';

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
  const token = request.cookies[SESSION_COOKIE];
  if (!token || token.length > 100) return null;
  const user = await resolveSession(ctx, token);
  return user ? { user, token } : null;
}

/**
 * Resolves the session cookie on every API request. Identity never comes from the request body. Other
 * routes that need the person (private media, pages with share tags) ask `sessionFromCookie` themselves.
 */
export const authPlugin = fp(async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const session = await sessionFromCookie(ctx, request);
    if (!session) return;
    request.user = session.user;
    request.sessionToken = session.token;
  });
});

export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}
