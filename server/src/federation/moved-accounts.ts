import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../context.js';
import { forbidden } from '../errors.js';
import { federationMessages } from './messages.js';

/** What a moved account may still change: its own settings and sessions, logging out, leaving for good. */
const STILL_ALLOWED = [/^\/api\/users\/me(\/|$)/, /^\/api\/users\/(logout|sessions|2fa)(\/|$)/];

/**
 * A person who moved their account elsewhere (account-move.ts) writes nothing more here: every other write
 * they send is refused (403 ACCOUNT_MOVED). One primary-key read per write of a signed-in person; reads pay nothing.
 */
export const movedAccountsPlugin = fp(async (app: FastifyInstance, { ctx }: { ctx: AppContext }) => {
  app.addHook('preHandler', async (request) => {
    if (!request.user || request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') return;
    const path = request.url.split('?')[0] ?? '';
    if (!path.startsWith('/api/') || STILL_ALLOWED.some((allowed) => allowed.test(path))) return;
    const row = await ctx.db
      .selectFrom('users')
      .select('moved_to')
      .where('id', '=', request.user.id)
      .executeTakeFirst();
    if (row?.moved_to) throw forbidden(federationMessages.ACCOUNT_MOVED);
  });
});
