import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.js';
import { deletionRoutes } from './deletion-routes.js';
import { exportRoutes } from './export-routes.js';
import { passwordResetRoutes } from './reset-routes.js';
import { sessionRoutes } from './session-routes.js';
import { twoFactorRoutes } from './two-factor-routes.js';

/** Password reset, two-factor sign-in, the sessions list, account deletion and the data export. */
export async function accountRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  await app.register(passwordResetRoutes, { ctx });
  await app.register(twoFactorRoutes, { ctx });
  await app.register(sessionRoutes, { ctx });
  await app.register(deletionRoutes, { ctx });
  await app.register(exportRoutes, { ctx });
}
