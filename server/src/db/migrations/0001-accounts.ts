import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'varchar(26)', (c) => c.primaryKey())
    .addColumn('username', 'varchar(30)', (c) => c.notNull().unique())
    .addColumn('email', 'varchar(254)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('name_lower', 'varchar(200)', (c) => c.notNull())
    .addColumn('bio', 'varchar(1000)', (c) => c.notNull().defaultTo(''))
    .addColumn('profile_pic', 'varchar(500)', (c) => c.notNull().defaultTo(''))
    .addColumn('password_hash', 'varchar(255)', (c) => c.notNull())
    .addColumn('is_frozen', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_name_lower').on('users').column('name_lower').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(26)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('follows')
    .addColumn('follower_id', 'varchar(26)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('followee_id', 'varchar(26)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('follows_pk', ['follower_id', 'followee_id'])
    .execute();
  await db.schema.createIndex('follows_followee').on('follows').columns(['followee_id', 'created_at']).execute();
  await db.schema.createIndex('follows_follower_time').on('follows').columns(['follower_id', 'created_at']).execute();
}
