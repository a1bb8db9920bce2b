import { hashtagsOf } from '@threads/contract';
import { type Kysely, sql } from 'kysely';

/** Replies read per tag-indexing step, and tag rows per insert: bounds memory and statement parameters. */
const BATCH = 500;
const TAGS_PER_INSERT = 500;

/**
 * Replies become posts: a post with `reply_to` (its parent) and `thread_root` (the thread's top post) is a
 * reply. Every reply moves into `posts` under its own id, author, text and time, so notifications and reports
 * naming it stay true; its mentions are recorded as a post's (an edit will not notify them again) and its
 * hashtags indexed; full-text search picks replies up through the posts triggers of 0023. Then `replies` goes.
 *
 * `reply_to` has a foreign key without a cascade: a post with replies cannot vanish under them (it becomes
 * a placeholder, `deleted_at`, instead), and a reply to a post deleted meanwhile is refused. `thread_root`
 * needs none: a root always has a reply below it, which holds it through `reply_to`.
 *
 * Indexes: direct replies of a post in order; a person's posts and a person's replies as two partial
 * indexes, so profiles and feeds walk only what they list (placeholders left out); the video index leaves
 * out replies, which feeds do not show.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work on any schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('posts')
    .addColumn('reply_to', 'varchar(26)', (c) => c.references('posts.id'))
    .execute();
  await db.schema.alterTable('posts').addColumn('thread_root', 'varchar(26)').execute();
  await db.schema.alterTable('posts').addColumn('deleted_at', 'bigint').execute();

  await sql`insert into posts (id, author_id, text, img, video, poster, repost_of, created_at, img_alt, spoiler,
      reply_to, thread_root)
    select id, user_id, text, null, null, null, null, created_at, '', '', post_id, post_id from replies`.execute(db);
  await sql`insert into post_mentions (post_id, user_id)
    select distinct n.subject_id, n.recipient_id from notifications n
    where n.type = 'mention' and n.subject_id in (select id from replies)`.execute(db);
  await indexReplyTags(db);
  await db.schema.dropTable('replies').execute();

  // Partial: an index over every post's null `reply_to` would tempt SQLite's planner to answer `reply_to is
  // null` (feeds, profiles) from it, walking every post that starts a thread.
  await sql`create index posts_reply_to on posts (reply_to, id) where reply_to is not null`.execute(db);
  await sql`create index posts_author_top on posts (author_id, id)
    where reply_to is null and deleted_at is null`.execute(db);
  await sql`create index posts_author_replies on posts (author_id, id)
    where reply_to is not null and deleted_at is null`.execute(db);
  await db.schema.dropIndex('posts_author_video').execute();
  await sql`create index posts_author_video on posts (author_id, id)
    where video is not null and reply_to is null`.execute(db);
}

/** The moved replies' hashtags, as a post's are written: lower case, once per post, with the post's time. */
// biome-ignore lint/suspicious/noExplicitAny: migrations work on any schema
async function indexReplyTags(db: Kysely<any>): Promise<void> {
  let after = '';
  for (;;) {
    const replies: { id: string; text: string; created_at: number | string }[] = await db
      .selectFrom('replies')
      .select(['id', 'text', 'created_at'])
      .where('id', '>', after)
      .where('text', 'like', '%#%')
      .orderBy('id')
      .limit(BATCH)
      .execute();
    const tags = replies.flatMap((reply) =>
      hashtagsOf(reply.text).map((tag) => ({ tag, post_id: reply.id, created_at: Number(reply.created_at) })),
    );
    for (let i = 0; i < tags.length; i += TAGS_PER_INSERT) {
      await db
        .insertInto('post_tags')
        .values(tags.slice(i, i + TAGS_PER_INSERT))
        .execute();
    }
    const last = replies.at(-1);
    if (!last || replies.length < BATCH) return;
    after = last.id;
  }
}
