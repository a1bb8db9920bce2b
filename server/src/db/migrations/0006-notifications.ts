import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'varchar(26)', (c) => c.primaryKey())
    .addColumn('recipient_id', 'varchar(26)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('sender_id', 'varchar(26)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('type', 'varchar(10)', (c) => c.notNull())
    .addColumn('post_id', 'varchar(26)', (c) => c.references('posts.id').onDelete('cascade'))
    .addColumn('subject_id', 'varchar(26)')
    .addColumn('is_read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('notifications_recipient').on('notifications').columns(['recipient_id', 'id']).execute();
  await db.schema
    .createIndex('notifications_unread')
    .on('notifications')
    .columns(['recipient_id', 'is_read'])
    .execute();
  await db.schema
    .createIndex('notifications_sender')
    .on('notifications')
    .columns(['sender_id', 'recipient_id', 'type'])
    .execute();
  await db.schema.createIndex('notifications_subject').on('notifications').column('subject_id').execute();
  await db.schema.createIndex('notifications_post').on('notifications').column('post_id').execute();
}
