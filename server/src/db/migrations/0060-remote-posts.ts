import type { Kysely } from 'kysely';

/**
 * Remote posts (federation part 2) are rows of `posts` by a remote person: `uri` is the ActivityPub id of
 * their note (unique: a repeated Create finds it), `url` its page on their server ("View on original
 * server"); both null for ours. `followers_only` marks a remote post addressed to its author's followers
 * only: shown to the author's followers here and no one else. `remote_tombstones` keeps the ids of notes
 * deleted before we ever stored them (a Delete that overtook its Create), so the late Create is refused.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work on any schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('posts').addColumn('uri', 'varchar(2048)').execute();
  await db.schema.alterTable('posts').addColumn('url', 'varchar(2048)').execute();
  await db.schema
    .alterTable('posts')
    .addColumn('followers_only', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('posts_uri').on('posts').column('uri').unique().execute();
  await db.schema
    .createTable('remote_tombstones')
    .addColumn('uri', 'varchar(2048)', (c) => c.primaryKey())
    .addColumn('deleted_at', 'bigint', (c) => c.notNull())
    .execute();
}
