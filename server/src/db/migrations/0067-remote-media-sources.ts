import type { Kysely } from 'kysely';

/**
 * Where each copy of a remote post's media came from, so a copy removed after REMOTE_MEDIA_RETENTION_DAYS is
 * fetched again when someone asks for it: `file_name` is the storage key the post still names (its video's
 * poster in `poster_file_name`), `source_url` the file on the author's server, `blurhash` the one kept with the
 * copy. `claimed_at` marks a fetch in progress, so several processes asked at once fetch it once.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work on any schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('remote_media_sources')
    .addColumn('file_name', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('poster_file_name', 'varchar(100)')
    .addColumn('post_id', 'varchar(26)', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('source_url', 'varchar(2048)', (c) => c.notNull())
    .addColumn('blurhash', 'varchar(100)')
    .addColumn('claimed_at', 'bigint')
    .execute();
  await db.schema.createIndex('remote_media_sources_post').on('remote_media_sources').column('post_id').execute();
  await db.schema
    .createIndex('remote_media_sources_poster')
    .on('remote_media_sources')
    .column('poster_file_name')
    .execute();
}
