import type { Kysely } from 'kysely';

/**
 * Roles, suspension, blocks, mutes and muted words: what the visibility policy (server/src/visibility)
 * reads. `users_active` grows to cover suspension, so "is this person visible at all?" stays index-only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('role', 'varchar(10)', (c) => c.notNull().defaultTo('user'))
    .execute();
  await db.schema.alterTable('users').addColumn('suspended_at', 'bigint').execute();
  await db.schema.alterTable('users').addColumn('suspension_reason', 'varchar(1000)').execute();
  await db.schema.dropIndex('users_active').execute();
  await db.schema.createIndex('users_active').on('users').columns(['id', 'is_frozen', 'suspended_at']).execute();

  await db.schema
    .createTable('blocks')
    .addColumn('blocker_id', 'varchar(26)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('blocked_id', 'varchar(26)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('blocks_pk', ['blocker_id', 'blocked_id'])
    .execute();
  await db.schema.createIndex('blocks_blocked').on('blocks').columns(['blocked_id', 'blocker_id']).execute();

  await db.schema
    .createTable('mutes')
    .addColumn('muter_id', 'varchar(26)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('muted_id', 'varchar(26)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('mutes_pk', ['muter_id', 'muted_id'])
    .execute();

  await db.schema
    .createTable('muted_words')
    .addColumn('user_id', 'varchar(26)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('word', 'varchar(200)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('muted_words_pk', ['user_id', 'word'])
    .execute();
}
