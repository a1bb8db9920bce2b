import type { Kysely } from 'kysely';

/**
 * Our people and posts that were deleted (federation/tombstones.ts): their ActivityPub ids answer 410 Gone
 * with a `Tombstone` instead of 404, so other servers know to forget them. `kind`: `user` or `post`.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work on any schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('local_tombstones')
    .addColumn('id', 'varchar(26)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('deleted_at', 'bigint', (c) => c.notNull())
    .execute();
}
