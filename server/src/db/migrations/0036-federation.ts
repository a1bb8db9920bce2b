import { type Kysely, SqliteAdapter, sql } from 'kysely';

/**
 * ActivityPub. Remote people are rows in `users` with a `host` (null for ours), their actor's `actor_uri`,
 * their page (`profile_url`), inboxes, and when we last read their actor (`fetched_at`); their `username` is
 * `name@host`, so it may be longer than ours. `actor_keys` keeps each local actor's key pairs (RSA for
 * HTTP Signatures, Ed25519 for proofs; `owner` is a user id or `instance` for the server's own actor), made
 * on first use. `follow_requests` are our people's follows of remote people waiting for their Accept.
 * `federation_kv` is Fedify's key–value store (caches, idempotence) on the database.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work on any schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('host', 'varchar(255)').execute();
  await db.schema.alterTable('users').addColumn('actor_uri', 'varchar(2048)').execute();
  await db.schema.alterTable('users').addColumn('profile_url', 'varchar(2048)').execute();
  await db.schema.alterTable('users').addColumn('inbox_url', 'varchar(2048)').execute();
  await db.schema.alterTable('users').addColumn('shared_inbox_url', 'varchar(2048)').execute();
  await db.schema.alterTable('users').addColumn('fetched_at', 'bigint').execute();
  await db.schema.createIndex('users_actor_uri').on('users').column('actor_uri').unique().execute();
  await db.schema.createIndex('users_host').on('users').columns(['host', 'id']).execute();
  // SQLite does not enforce a varchar's length; PostgreSQL does, and `name@host` needs room.
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    await sql`alter table users alter column username type varchar(320)`.execute(db);
  }

  await db.schema
    .createTable('actor_keys')
    .addColumn('owner', 'varchar(26)', (c) => c.notNull())
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('public_jwk', 'text', (c) => c.notNull())
    .addColumn('private_jwk', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('actor_keys_pk', ['owner', 'kind'])
    .execute();

  await db.schema
    .createTable('follow_requests')
    .addColumn('follower_id', 'varchar(26)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('followee_id', 'varchar(26)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('activity_uri', 'varchar(2048)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('follow_requests_pk', ['follower_id', 'followee_id'])
    .execute();

  await db.schema
    .createTable('federation_kv')
    .addColumn('key', 'varchar(2048)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint')
    .execute();
}
