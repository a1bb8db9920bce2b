import type { Kysely } from 'kysely';

/**
 * Fan-out on write. `timeline_entries` is each person's home timeline (newest first by post id, trimmed to
 * about 800 entries); `timelines` says whose timeline exists and below which post id it is incomplete (read
 * there from follows instead); `timeline_big_authors` lists authors whose posts are merged in at read time
 * rather than fanned out; `fanout_jobs` makes the fan-out durable: a job commits with the post or follow that
 * caused it and is claimed by one process at a time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('timeline_entries')
    .addColumn('user_id', 'varchar(26)', (c) => c.notNull())
    .addColumn('post_id', 'varchar(26)', (c) => c.notNull())
    .addColumn('author_id', 'varchar(26)', (c) => c.notNull())
    .addPrimaryKeyConstraint('timeline_entries_pk', ['user_id', 'post_id'])
    .execute();
  await db.schema
    .createTable('timelines')
    .addColumn('user_id', 'varchar(26)', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('horizon', 'varchar(26)', (c) => c.notNull())
    .addColumn('built_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('timeline_big_authors')
    .addColumn('author_id', 'varchar(26)', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .execute();
  await db.schema
    .createTable('fanout_jobs')
    .addColumn('id', 'varchar(26)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('post_id', 'varchar(26)')
    .addColumn('author_id', 'varchar(26)', (c) => c.notNull())
    .addColumn('follower_id', 'varchar(26)')
    .addColumn('cursor', 'varchar(26)', (c) => c.notNull())
    .addColumn('claimed_until', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('fanout_jobs_claim').on('fanout_jobs').columns(['claimed_until', 'id']).execute();
  // Fan-out walks an author's followers in follower id order, a batch at a time, resuming from a cursor.
  await db.schema
    .createIndex('follows_followee_follower')
    .on('follows')
    .columns(['followee_id', 'follower_id'])
    .execute();
}
