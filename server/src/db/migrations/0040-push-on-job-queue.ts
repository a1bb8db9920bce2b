import type { Kysely } from 'kysely';

const BATCH = 500;

/**
 * Push sends move onto the house's job queue (`jobs`, 0035): each waiting `push_jobs` row becomes a
 * `push.send` job about its subscription, keeping its id, attempts, due time and lease, and the table goes.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work on any schema
export async function up(db: Kysely<any>): Promise<void> {
  for (;;) {
    const rows = await db.selectFrom('push_jobs').selectAll().orderBy('id').limit(BATCH).execute();
    if (rows.length === 0) break;
    await db
      .insertInto('jobs')
      .values(
        rows.map((row) => ({
          id: row.id,
          kind: 'push.send',
          payload: JSON.stringify({
            subscriptionId: row.subscription_id,
            payload: row.payload,
            ttlSeconds: Number(row.ttl_seconds),
            urgency: row.urgency,
          }),
          state: '',
          subject: row.subscription_id,
          ordering_key: null,
          attempts: Number(row.attempts),
          run_at: Number(row.run_at),
          locked_until: Number(row.locked_until),
          created_at: Number(row.created_at),
        })),
      )
      .execute();
    await db
      .deleteFrom('push_jobs')
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .execute();
  }
  await db.schema.dropTable('push_jobs').execute();
}
