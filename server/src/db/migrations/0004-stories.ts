import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stories')
    .addColumn('id', 'varchar(26)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(26)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('media_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('media_url', 'varchar(500)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('stories_user_expiry').on('stories').columns(['user_id', 'expires_at']).execute();
  await db.schema.createIndex('stories_expiry').on('stories').column('expires_at').execute();

  await db.schema
    .createTable('story_views')
    .addColumn('story_id', 'varchar(26)', (c) => c.notNull().references('stories.id').onDelete('cascade'))
    .addColumn('viewer_id', 'varchar(26)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('viewed_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('story_views_pk', ['story_id', 'viewer_id'])
    .execute();
  await db.schema.createIndex('story_views_viewer').on('story_views').column('viewer_id').execute();
}
