import type { Kysely } from 'kysely';

/**
 * What we know of other servers. `instances`: one row per host we heard from or delivered to — when it last
 * reached us or took a delivery, and since when deliveries to it fail (the circuit breaker pauses one failing
 * for 7 days). `received_activities`: the ids of activities our inbox accepted (signature verified), kept a
 * week, so a repeated delivery is recognised and what arrived can be audited in order.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work on any schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('instances')
    .addColumn('host', 'varchar(300)', (c) => c.primaryKey())
    .addColumn('last_contact_at', 'bigint')
    .addColumn('last_delivery_at', 'bigint')
    .addColumn('failing_since', 'bigint')
    .addColumn('failures', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('received_activities')
    .addColumn('id', 'varchar(26)', (c) => c.primaryKey())
    .addColumn('activity_uri', 'varchar(2048)', (c) => c.notNull().unique())
    .addColumn('type', 'varchar(50)', (c) => c.notNull())
    .addColumn('actor_uri', 'varchar(2048)', (c) => c.notNull())
    .addColumn('object_uri', 'varchar(2048)')
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('received_activities_time').on('received_activities').column('received_at').execute();
}
