import { type Kysely, sql } from 'kysely';

/**
 * A post's video size as shown (rotation applied), so a card reserves the video's own shape before it
 * loads: portrait videos are not letterboxed in a 16:9 box. Older videos take theirs from their media row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('posts').addColumn('video_width', 'integer').execute();
  await db.schema.alterTable('posts').addColumn('video_height', 'integer').execute();
  await backfillVideoDimensions(db);
}

/** Posts whose video size is unknown take it from the video's media row. */
export async function backfillVideoDimensions(db: Kysely<unknown>): Promise<void> {
  await sql`
    update posts set
      video_width = (select m.width from media m where '/media/' || m.file_name = posts.video),
      video_height = (select m.height from media m where '/media/' || m.file_name = posts.video)
    where video is not null and video_width is null`.execute(db);
}
