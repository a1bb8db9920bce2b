import { type Kysely, sql } from 'kysely';

/**
 * A post's image size, so a card reserves the image's own shape (between 4:5 and 1.91:1) before it loads
 * instead of a fixed 4:3 box with bars. Older images take theirs from their media row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('posts').addColumn('img_width', 'integer').execute();
  await db.schema.alterTable('posts').addColumn('img_height', 'integer').execute();
  await backfillImageDimensions(db);
}

/** Posts whose image size is unknown take it from the image's media row. */
export async function backfillImageDimensions(db: Kysely<unknown>): Promise<void> {
  await sql`
    update posts set
      img_width = (select m.width from media m where '/media/' || m.file_name = posts.img),
      img_height = (select m.height from media m where '/media/' || m.file_name = posts.img)
    where img is not null and img_width is null`.execute(db);
}
