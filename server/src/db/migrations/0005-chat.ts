import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // One conversation per pair of users: the pair is stored ordered (low id, high id) so the unique
  // constraint, not a read-then-write check, decides which of two racing first messages creates it.
  await db.schema
    .createTable('conversations')
    .addColumn('id', 'varchar(26)', (c) => c.primaryKey())
    .addColumn('user_low', 'varchar(26)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('user_high', 'varchar(26)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('conversations_pair', ['user_low', 'user_high'])
    .execute();

  await db.schema
    .createTable('conversation_members')
    .addColumn('conversation_id', 'varchar(26)', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(26)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('other_user_id', 'varchar(26)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('last_message_id', 'varchar(26)')
    .addPrimaryKeyConstraint('conversation_members_pk', ['conversation_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('conversation_members_activity')
    .on('conversation_members')
    .columns(['user_id', 'last_message_id'])
    .execute();

  await db.schema
    .createTable('messages')
    .addColumn('id', 'varchar(26)', (c) => c.primaryKey())
    .addColumn('conversation_id', 'varchar(26)', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('sender_id', 'varchar(26)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('img', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('seen', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('messages_conversation').on('messages').columns(['conversation_id', 'id']).execute();
  await db.schema.createIndex('messages_unseen').on('messages').columns(['conversation_id', 'seen']).execute();
}
