import { describe, expect, it } from 'vitest';
import { startFederatedServer } from '../test/federated-server.js';
import { federatePost } from './post-jobs.js';

describe('federation jobs of one author', () => {
  it('share one ordering key, so a later post never overtakes an earlier one (also after a kill -9)', async () => {
    const server = await startFederatedServer('sqlite', '127.0.0.2');
    try {
      const { ctx } = server.app;
      const client = server.client();
      const maya = await client.signup();
      const other = await server.client().signup();
      const rollback = new Error('rollback');
      let keys: (string | null)[] = [];
      // Read inside the transaction (and rolled back), so no worker runs them first.
      await ctx.db
        .transaction()
        .execute(async (trx) => {
          await federatePost(ctx, trx, 'create', { id: '01ARZ3NDEKTSV4RRFFQ69G5FA1', author_id: maya._id });
          await federatePost(ctx, trx, 'create', { id: '01ARZ3NDEKTSV4RRFFQ69G5FA2', author_id: maya._id });
          await federatePost(ctx, trx, 'delete', { id: '01ARZ3NDEKTSV4RRFFQ69G5FA1', author_id: maya._id });
          await federatePost(ctx, trx, 'create', { id: '01ARZ3NDEKTSV4RRFFQ69G5FA3', author_id: other._id });
          const rows = await trx
            .selectFrom('jobs')
            .select('ordering_key')
            .where('kind', '=', 'federation.post')
            .orderBy('id')
            .execute();
          keys = rows.map((row) => row.ordering_key);
          throw rollback;
        })
        .catch((error) => {
          if (error !== rollback) throw error;
        });
      expect(keys).toEqual([`author:${maya._id}`, `author:${maya._id}`, `author:${maya._id}`, `author:${other._id}`]);
    } finally {
      await server.close();
    }
  });
});
