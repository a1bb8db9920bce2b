import { type Kysely, SqliteAdapter, sql } from 'kysely';

/**
 * Group conversations, per-member read positions, system messages and deleted messages.
 *
 * A group has no pair: `conversations.user_low/user_high` and `conversation_members.other_user_id` become
 * nullable (NULLs never collide in the pair's unique constraint). SQLite cannot drop NOT NULL, and a
 * renamed parent table drags its children's foreign keys along, so there the three chat tables are rebuilt
 * (children first, the old parent dropped last, when nothing refers to it any more) inside the migration's
 * transaction; PostgreSQL alters them in place.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work on any schema
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) await rebuildChatTables(db);
  else await alterChatTables(db);
  await db.schema
    .createIndex('conversation_members_activity')
    .on('conversation_members')
    .columns(['user_id', 'last_message_id'])
    .execute();
  await db.schema.createIndex('messages_conversation').on('messages').columns(['conversation_id', 'id']).execute();
  await db.schema.createIndex('messages_unseen').on('messages').columns(['conversation_id', 'seen']).execute();
  // Group images are shared with the conversation's members rather than one person.
  await db.schema.alterTable('media').addColumn('conversation_id', 'varchar(26)').execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work on any schema
async function alterChatTables(db: Kysely<any>): Promise<void> {
  for (const index of ['conversation_members_activity', 'messages_conversation', 'messages_unseen']) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema
    .alterTable('conversations')
    .alterColumn('user_low', (c) => c.dropNotNull())
    .alterColumn('user_high', (c) => c.dropNotNull())
    .addColumn('is_group', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('conversation_members')
    .alterColumn('other_user_id', (c) => c.dropNotNull())
    .addColumn('last_seen_message_id', 'varchar(26)')
    .execute();
  await db.schema
    .alterTable('messages')
    .addColumn('kind', 'varchar(16)', (c) => c.notNull().defaultTo('text'))
    .addColumn('subject_id', 'varchar(26)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work on any schema
async function rebuildChatTables(db: Kysely<any>): Promise<void> {
  await sql`alter table conversations rename to conversations_old`.execute(db);
  await db.schema
    .createTable('conversations')
    .addColumn('id', 'varchar(26)', (c) => c.primaryKey())
    .addColumn('user_low', 'varchar(26)', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('user_high', 'varchar(26)', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('is_group', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('name', 'varchar(50)', (c) => c.notNull().defaultTo(''))
    .addUniqueConstraint('conversations_pair', ['user_low', 'user_high'])
    .execute();
  await sql`insert into conversations (id, user_low, user_high, created_at)
    select id, user_low, user_high, created_at from conversations_old`.execute(db);

  await sql`alter table conversation_members rename to conversation_members_old`.execute(db);
  // The newest message id the member has seen: later messages from others are unread.
  await db.schema
    .createTable('conversation_members')
    .addColumn('conversation_id', 'varchar(26)', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(26)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('other_user_id', 'varchar(26)', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('last_message_id', 'varchar(26)')
    .addColumn('last_seen_message_id', 'varchar(26)')
    .addPrimaryKeyConstraint('conversation_members_pk', ['conversation_id', 'user_id'])
    .execute();
  await sql`insert into conversation_members (conversation_id, user_id, other_user_id, last_message_id)
    select conversation_id, user_id, other_user_id, last_message_id from conversation_members_old`.execute(db);
  await sql`drop table conversation_members_old`.execute(db);

  await sql`alter table messages rename to messages_old`.execute(db);
  await db.schema
    .createTable('messages')
    .addColumn('id', 'varchar(26)', (c) => c.primaryKey())
    .addColumn('conversation_id', 'varchar(26)', (c) => c.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn('sender_id', 'varchar(26)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('img', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('seen', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    // 'text', or a system message ('created', 'added', 'left', 'renamed'; `text` holds the group's name),
    // `subject_id` being who was added.
    .addColumn('kind', 'varchar(16)', (c) => c.notNull().defaultTo('text'))
    .addColumn('subject_id', 'varchar(26)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('deleted', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`insert into messages (id, conversation_id, sender_id, text, img, seen, created_at)
    select id, conversation_id, sender_id, text, img, seen, created_at from messages_old`.execute(db);
  await sql`drop table messages_old`.execute(db);
  await sql`drop table conversations_old`.execute(db);
}
