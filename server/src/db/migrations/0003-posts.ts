import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('posts')
    .addColumn('id', 'varchar(26)', (c) => c.primaryKey())
    .addColumn('author_id', 'varchar(26)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('img', 'varchar(200)')
    .addColumn('video', 'varchar(200)')
    .addColumn('poster', 'varchar(200)')
    .addColumn('repost_of', 'varchar(26)', (c) => c.references('posts.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // Feed and profile pages walk one author's posts newest first; the partial index does the same for videos only.
  await db.schema.createIndex('posts_author').on('posts').columns(['author_id', 'id']).execute();
  await db.schema
    .createIndex('posts_author_video')
    .on('posts')
    .columns(['author_id', 'id'])
    .where(sql.ref('video'), 'is not', null)
    .execute();
  await db.schema.createIndex('posts_repost_of').on('posts').column('repost_of').execute();

  await db.schema
    .createTable('likes')
    .addColumn('post_id', 'varchar(26)', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(26)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('likes_pk', ['post_id', 'user_id'])
    .execute();

  await db.schema
    .createTable('replies')
    .addColumn('id', 'varchar(26)', (c) => c.primaryKey())
    .addColumn('post_id', 'varchar(26)', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(26)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('replies_post').on('replies').columns(['post_id', 'id']).execute();
  await db.schema.createIndex('replies_user').on('replies').columns(['user_id', 'id']).execute();
}
