import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden } from '../errors.js';
import { federationMessages } from './messages.js';

/** What a moved account may still change: its own settings and sessions, logging out, leaving for good. */
const STILL_ALLOWED = [/^\/api\/users\/me(\/|$)/, /^\/api\/users\/(logout|sessions|2fa)(\/|$)/];

/**
 * A person who moved their account elsewhere (account-move.ts) writes nothing more here: every other write
 * they send is refused (403 ACCOUNT_MOVED). The session carries whether they moved (the move changes the
 * person, which renews their cached sessions), so no write pays a query for it.
 */
export const movedAccountsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preHandler', async (request) => {
    if (!request.user?.moved || request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') {
      return;
    }
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/') || STILL_ALLOWED.some((allowed) => allowed.test(path))) return;
    throw forbidden(federationMessages.ACCOUNT_MOVED);
  });
});
