import { type Kysely, sql } from 'kysely';

/**
 * A person reposts a post without words of their own at most once: a unique index over plain reposts
 * (`text = ''`), so two concurrent reposts cannot both commit. Earlier duplicates go first, the oldest of each
 * kept; their likes, replies and bookmarks cascade, and the rows without a foreign key are deleted by hand.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const duplicates = sql`select p.id from posts p
    where p.repost_of is not null and p.text = '' and exists (
      select 1 from posts o
      where o.author_id = p.author_id and o.repost_of = p.repost_of and o.text = '' and o.id < p.id)`;
  await sql`delete from notifications where subject_id in (${duplicates})`.execute(db);
  await sql`delete from timeline_entries where post_id in (${duplicates})`.execute(db);
  await sql`delete from fanout_jobs where post_id in (${duplicates})`.execute(db);
  await sql`delete from posts where id in (${duplicates})`.execute(db);
  await sql`create unique index posts_one_plain_repost on posts (author_id, repost_of)
    where repost_of is not null and text = ''`.execute(db);
}
