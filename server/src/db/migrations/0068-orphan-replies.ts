import type { Kysely } from 'kysely';

/**
 * A remote reply stored before its parent (which could not be fetched then) keeps the parent's note id in
 * `reply_to_uri`; when that note is stored later, the reply is linked under it and the column cleared. Null
 * for every other post.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work on any schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('posts').addColumn('reply_to_uri', 'varchar(2048)').execute();
  await db.schema.createIndex('posts_reply_to_uri').on('posts').column('reply_to_uri').execute();
}
