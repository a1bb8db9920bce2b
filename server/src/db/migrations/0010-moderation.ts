import { type Kysely, sql } from 'kysely';

/** Reports and the admins' audit log. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reports')
    .addColumn('id', 'varchar(26)', (c) => c.primaryKey())
    .addColumn('reporter_id', 'varchar(26)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('target_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('target_id', 'varchar(26)', (c) => c.notNull())
    .addColumn('target_user_id', 'varchar(26)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'varchar(20)', (c) => c.notNull())
    .addColumn('note', 'varchar(4000)', (c) => c.notNull().defaultTo(''))
    .addColumn('snapshot', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('open'))
    .addColumn('resolution', 'varchar(10)')
    .addColumn('resolved_by', 'varchar(26)')
    .addColumn('resolved_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('reports_status').on('reports').columns(['status', 'id']).execute();
  await db.schema.createIndex('reports_target').on('reports').columns(['target_type', 'target_id', 'status']).execute();
  // The same person's open report on the same thing exists once, even under concurrent requests.
  await db.schema
    .createIndex('reports_open_once')
    .unique()
    .on('reports')
    .columns(['reporter_id', 'target_type', 'target_id'])
    .where(sql.ref('status'), '=', 'open')
    .execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'varchar(26)', (c) => c.primaryKey())
    .addColumn('admin_id', 'varchar(26)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('action', 'varchar(20)', (c) => c.notNull())
    .addColumn('target_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('target_id', 'varchar(26)', (c) => c.notNull())
    .addColumn('reason', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}
