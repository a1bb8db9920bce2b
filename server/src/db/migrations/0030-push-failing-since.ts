import type { Kysely } from 'kysely';

/**
 * When a subscription's pushes started failing (network errors, timeouts, 5xx from its push service), so one
 * that has failed for days is dropped instead of being retried for ever. Null while it delivers.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('push_subscriptions').addColumn('failing_since', 'bigint').execute();
}
