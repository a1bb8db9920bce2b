import type { Db } from '../db/schema.js';
import { hasReplies } from './reply-queries.js';

/** What hangs on a post and goes with its content (the rows a deletion would cascade to). */
const BELONGINGS = ['likes', 'bookmarks', 'post_tags', 'post_mentions', 'post_versions', 'notifications'] as const;

/**
 * Turns posts with replies into "This post was deleted" placeholders: the row stays, so its replies keep
 * their place, but its words, media, quoted post and everything hanging on it go. (Search follows the
 * emptied text through its triggers; feeds and profiles leave placeholders out.)
 */
export async function emptyIntoPlaceholders(db: Db, ids: readonly string[], now: number): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('posts')
    .set({
      text: '',
      img: null,
      video: null,
      poster: null,
      video_width: null,
      video_height: null,
      img_width: null,
      img_height: null,
      img_blurhash: null,
      img_alt: '',
      spoiler: '',
      repost_of: null,
      edited_at: null,
      deleted_at: now,
    })
    .where('id', 'in', ids)
    .execute();
  for (const table of BELONGINGS) await db.deleteFrom(table).where('post_id', 'in', ids).execute();
}

/**
 * A placeholder whose last reply went goes too, and so on up the thread. Returns the ids deleted; a reply
 * landing meanwhile makes the delete fail on the foreign key, which the caller retries.
 */
export async function deleteBarePlaceholdersAbove(db: Db, parentId: string | null): Promise<string[]> {
  const deleted: string[] = [];
  let id = parentId;
  while (id) {
    const parent = await db
      .selectFrom('posts')
      .select(['id', 'reply_to', 'deleted_at'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!parent || parent.deleted_at === null || (await hasReplies(db, parent.id))) break;
    await db.deleteFrom('posts').where('id', '=', parent.id).execute();
    deleted.push(parent.id);
    id = parent.reply_to;
  }
  return deleted;
}

/** Whether anyone else replied to one of the person's posts (their account's deletion keeps those threads). */
export async function othersRepliedTo(db: Db, authorId: string): Promise<boolean> {
  const row = await db
    .selectFrom('posts as reply')
    .innerJoin('posts as parent', 'parent.id', 'reply.reply_to')
    .select('reply.id')
    .where('parent.author_id', '=', authorId)
    .where('reply.author_id', '<>', authorId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Before a person's account (and with it their posts) is deleted: each of their posts that someone else's
 * reply hangs under, directly or further down, becomes a placeholder held by the stand-in, level by level
 * up the threads, so other people's replies stay where they were.
 */
export async function handRepliedPostsTo(db: Db, authorId: string, standInId: string, now: number): Promise<void> {
  for (;;) {
    const rows = await db
      .selectFrom('posts as parent')
      .select('parent.id')
      .where('parent.author_id', '=', authorId)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('posts as reply')
            .select('reply.id')
            .whereRef('reply.reply_to', '=', 'parent.id')
            .where('reply.author_id', '<>', authorId),
        ),
      )
      .execute();
    if (rows.length === 0) return;
    const ids = rows.map((row) => row.id);
    await emptyIntoPlaceholders(db, ids, now);
    await db.updateTable('posts').set({ author_id: standInId }).where('id', 'in', ids).execute();
  }
}
