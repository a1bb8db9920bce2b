import type { Kysely } from 'kysely';

/**
 * A known server's name as its NodeInfo gives it (`metadata.nodeName`, else its software's name), read once when
 * we first learn of one of its people; `name_read_at` says it was asked, so it is not asked again.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work on any schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('instances').addColumn('name', 'varchar(200)').execute();
  await db.schema.alterTable('instances').addColumn('name_read_at', 'bigint').execute();
}
