import type { Kysely } from 'kysely';

/**
 * Servers an admin blocked or limited (federation/domain-blocks.ts). `domain` is a host name without port, in
 * lower case; it covers its subdomains. `severity`: `block` (nothing accepted from it, nothing sent to it,
 * its people and their content purged) or `limit` (its posts kept out of home feeds of people here who do not
 * follow their authors).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work on any schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('domain_blocks')
    .addColumn('domain', 'varchar(253)', (c) => c.primaryKey())
    .addColumn('severity', 'varchar(10)', (c) => c.notNull())
    .addColumn('reason', 'varchar(4000)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}
