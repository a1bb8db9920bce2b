import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionUser } from '../auth/session-user.js';
import { forbidden } from '../errors.js';
import type { Phrase } from '../lib/i18n/phrases.js';
import { federationMessages } from './messages.js';

/** What a moved account may still change: its own settings and sessions, logging out, leaving for good. */
const STILL_ALLOWED = [/^\/api\/users\/me(\/|$)/, /^\/api\/users\/(logout|sessions|2fa)(\/|$)/];

/**
 * Whether a moved person may still send this HTTP request: any read, anything outside /api/, and the writes
 * of STILL_ALLOWED. The hook below refuses the rest; the authorization matrix derives its "moved" column from it.
 */
export function movedMayStillSend(method: string, url: string): boolean {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return true;
  const path = url.split('?')[0] ?? '';
  return !path.startsWith('/api/') || STILL_ALLOWED.some((allowed) => allowed.test(path));
}

/** The one rule, for HTTP writes here and socket writes (realtime/moved-writes.ts): a moved person writes nothing. */
export function movedRefusal(user: Pick<SessionUser, 'moved'> | null | undefined): Phrase | undefined {
  return user?.moved ? federationMessages.ACCOUNT_MOVED : undefined;
}

/**
 * A person who moved their account elsewhere (account-move.ts) writes nothing more here: every other write
 * they send is refused (403 ACCOUNT_MOVED), as are their socket events. The session carries whether they moved
 * (the move changes the person, which renews their cached sessions), so no write pays a query for it.
 */
export const movedAccountsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preHandler', (request, _reply, done) => {
    const refusal = movedRefusal(request.user);
    if (refusal && !movedMayStillSend(request.method, request.url)) throw forbidden(refusal);
    done();
  });
});
