import { type Kysely, SqliteAdapter, sql } from 'kysely';

/**
 * Hashtags, mentions and full-text post search.
 *
 * `post_tags`: a post's (or repost message's) tags, written with the post; `(tag, post_id)` serves a tag's
 * page newest first, `(created_at, tag)` the last day's trends. `post_mentions`: who a post has notified,
 * so an edit notifies only the newly mentioned.
 *
 * Search follows `posts.text` by itself on both engines, through triggers (so admin removals, account
 * deletion and restores stay in step too). PostgreSQL: `post_search` holds each post's `tsvector` under a
 * GIN index. SQLite: a contentless FTS5 table kept by triggers; its rows are keyed by
 * `post_search_rows.id`, an explicit integer key, since `VACUUM INTO` (backups) may renumber the posts'
 * implicit rowids.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work on any schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('post_tags')
    .addColumn('tag', 'varchar(200)', (c) => c.notNull())
    .addColumn('post_id', 'varchar(26)', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('post_tags_pk', ['tag', 'post_id'])
    .execute();
  await db.schema.createIndex('post_tags_post').on('post_tags').column('post_id').execute();
  await db.schema.createIndex('post_tags_recent').on('post_tags').columns(['created_at', 'tag']).execute();

  await db.schema
    .createTable('post_mentions')
    .addColumn('post_id', 'varchar(26)', (c) => c.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(26)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('post_mentions_pk', ['post_id', 'user_id'])
    .execute();
  await db.schema.createIndex('post_mentions_user').on('post_mentions').column('user_id').execute();

  if (db.getExecutor().adapter instanceof SqliteAdapter) await sqliteSearch(db);
  else await postgresSearch(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work on any schema
async function postgresSearch(db: Kysely<any>): Promise<void> {
  await sql`create table post_search (
    post_id varchar(26) primary key references posts(id) on delete cascade,
    doc tsvector not null
  )`.execute(db);
  await sql`create index post_search_doc on post_search using gin (doc)`.execute(db);
  await sql`insert into post_search (post_id, doc) select id, to_tsvector('simple', text) from posts`.execute(db);
  await sql`create function posts_search_sync() returns trigger language plpgsql as $$
    begin
      insert into post_search (post_id, doc) values (new.id, to_tsvector('simple', new.text))
      on conflict (post_id) do update set doc = excluded.doc;
      return null;
    end $$`.execute(db);
  await sql`create trigger posts_search_sync after insert or update of text on posts
    for each row execute function posts_search_sync()`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations work on any schema
async function sqliteSearch(db: Kysely<any>): Promise<void> {
  await sql`create table post_search_rows (
    id integer primary key autoincrement,
    post_id varchar(26) not null unique references posts(id) on delete cascade
  )`.execute(db);
  await sql`create virtual table posts_fts using fts5(
    text, content='', contentless_delete=1, tokenize='unicode61 remove_diacritics 2'
  )`.execute(db);
  await sql`insert into post_search_rows (post_id) select id from posts order by id`.execute(db);
  await sql`insert into posts_fts (rowid, text)
    select r.id, p.text from post_search_rows r join posts p on p.id = r.post_id`.execute(db);
  await sql`create trigger posts_fts_insert after insert on posts begin
    insert into post_search_rows (post_id) values (new.id);
    insert into posts_fts (rowid, text) values (last_insert_rowid(), new.text);
  end`.execute(db);
  await sql`create trigger posts_fts_update after update of text on posts begin
    delete from posts_fts where rowid = (select id from post_search_rows where post_id = old.id);
    insert into posts_fts (rowid, text) select id, new.text from post_search_rows where post_id = new.id;
  end`.execute(db);
  await sql`create trigger posts_fts_delete before delete on posts begin
    delete from posts_fts where rowid = (select id from post_search_rows where post_id = old.id);
  end`.execute(db);
}
