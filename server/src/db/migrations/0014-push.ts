import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One row (id 1): the VAPID key pair generated on first start, shared by every process.
  await db.schema
    .createTable('push_vapid_keys')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('public_key', 'varchar(100)', (c) => c.notNull())
    .addColumn('private_key', 'varchar(100)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', 'varchar(26)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(26)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'varchar(2048)', (c) => c.notNull().unique())
    .addColumn('p256dh', 'varchar(100)', (c) => c.notNull())
    .addColumn('auth', 'varchar(50)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('push_subscriptions_user').on('push_subscriptions').column('user_id').execute();
  await db.schema
    .createTable('push_preferences')
    .addColumn('user_id', 'varchar(26)', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('likes', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('replies', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('reposts', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('follows', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('mentions', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('messages', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  // One delivery to one subscription; `locked_until` is the lease of the process sending it.
  await db.schema
    .createTable('push_jobs')
    .addColumn('id', 'varchar(26)', (c) => c.primaryKey())
    .addColumn('subscription_id', 'varchar(26)', (c) =>
      c.notNull().references('push_subscriptions.id').onDelete('cascade'),
    )
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('ttl_seconds', 'integer', (c) => c.notNull())
    .addColumn('urgency', 'varchar(10)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('run_at', 'bigint', (c) => c.notNull())
    .addColumn('locked_until', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('push_jobs_due').on('push_jobs').columns(['run_at', 'locked_until']).execute();
  await db.schema.createIndex('push_jobs_subscription').on('push_jobs').column('subscription_id').execute();
}
