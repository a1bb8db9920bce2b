import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../context.js';
import { unauthenticated } from '../errors.js';
import { SESSION_COOKIE } from './session-cookie.js';
import { resolveSession, type SessionUser } from './sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user, from the session cookie only; null for visitors. */
    user: SessionUser | null;
    sessionToken: string | null;
  }
}

/** Resolves the session cookie on every API request. Identity never comes from the request body. */
export const authPlugin = fp(async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 100) return;
    const user = await resolveSession(ctx, token);
    if (!user) return;
    request.user = user;
    request.sessionToken = token;
  });
});

export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}
