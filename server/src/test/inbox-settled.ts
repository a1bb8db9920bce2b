import { eventually } from './eventually.js';
import type { TestServer } from './server.js';

/**
 * Waits until `server`'s inbox received an activity about `objectUri` and has nothing left to process (no
 * Fedify job queued or running): what it did with it is then final, so a test can say it did nothing.
 */
export async function inboxSettled(server: TestServer, objectUri: string): Promise<void> {
  await eventually(
    async () => {
      const db = server.app.ctx.db;
      const received = await db
        .selectFrom('received_activities')
        .select('id')
        .where('object_uri', '=', objectUri)
        .executeTakeFirst();
      const pending = await db.selectFrom('jobs').select('id').where('kind', '=', 'fedify').executeTakeFirst();
      if (!received || pending) throw new Error('inbox not settled yet');
    },
    30_000,
    100,
  );
}
