import type { FastifyRequest } from 'fastify';
import { requireUser } from '../auth/plugin.js';
import type { AppContext } from '../context.js';
import { forbidden } from '../errors.js';
import { httpMessages } from '../http/messages.js';
import { adminMessages } from './messages.js';
import { roleOf } from './queries.js';

/** The refusals every admin route documents. */
export const adminGuardResponses = { 401: httpMessages.LOGIN_REQUIRED, 403: adminMessages.ADMINS_ONLY };

/** An onRequest hook for admin routes: 401 to visitors, 403 to everyone but admins. The role is read afresh, so a revoke applies at once. */
export function adminsOnly(ctx: AppContext) {
  return async (request: FastifyRequest) => {
    const user = requireUser(request);
    if ((await roleOf(ctx.db, user.id)) !== 'admin') throw forbidden(adminMessages.ADMINS_ONLY);
  };
}
