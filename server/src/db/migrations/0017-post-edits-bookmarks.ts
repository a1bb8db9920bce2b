import type { Kysely } from 'kysely';

/**
 * Edits with history, bookmarks, alt text and content warnings. `post_versions` keeps each text and
 * content warning a post had before an edit (the current ones stay in `posts`), so the history is the
 * versions plus the post itself.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('posts').addColumn('edited_at', 'bigint').execute();
  await db.schema
    .alterTable('posts')
    .addColumn('img_alt', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('posts')
    .addColumn('spoiler', 'varchar(400)', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('post_versions')
    .addColumn('post_id', 'varchar(26)', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('id', 'varchar(26)', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('spoiler', 'varchar(400)', (c) => c.notNull())
    // When this version was written: the post's creation, or the edit that wrote it.
    .addColumn('written_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('post_versions_pk', ['post_id', 'id'])
    .execute();

  // Newest bookmark first per person by `id` (a ULID made when bookmarking); one bookmark per post.
  await db.schema
    .createTable('bookmarks')
    .addColumn('user_id', 'varchar(26)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('post_id', 'varchar(26)', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('id', 'varchar(26)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('bookmarks_pk', ['user_id', 'post_id'])
    .execute();
  await db.schema.createIndex('bookmarks_user').on('bookmarks').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('bookmarks_post').on('bookmarks').column('post_id').execute();
}
