import type { FastifyInstance } from 'fastify';

export const OPEN_MESSAGE = (origin: string) => `Open ${origin} in a browser`;
export const EMPTY_DATABASE_MESSAGE =
  'The database is empty: `npm run seed` in another terminal (with the same DATA_DIR or DATABASE_URL) loads a demo to log into';

/** What someone who has just run `npm start` needs: the address to open, and, on an empty database, how to load the demo. */
export async function welcome(app: FastifyInstance): Promise<void> {
  app.log.info(OPEN_MESSAGE(app.ctx.publicOrigin()));
  const anyone = await app.ctx.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (!anyone) app.log.info(EMPTY_DATABASE_MESSAGE);
}
