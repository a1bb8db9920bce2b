import type { FastifyRequest } from 'fastify';
import { requireUser } from '../auth/plugin.js';
import type { AppContext } from '../context.js';
import { forbidden, LOGIN_REQUIRED } from '../errors.js';
import { roleOf } from './queries.js';

export const ADMINS_ONLY = 'Admins only';
/** The refusals every admin route documents. */
export const adminGuardResponses = { 401: LOGIN_REQUIRED, 403: ADMINS_ONLY };

/** An onRequest hook for admin routes: 401 to visitors, 403 to everyone but admins. The role is read afresh, so a revoke applies at once. */
export function adminsOnly(ctx: AppContext) {
  return async (request: FastifyRequest) => {
    const user = requireUser(request);
    if ((await roleOf(ctx.db, user.id)) !== 'admin') throw forbidden(ADMINS_ONLY);
  };
}
