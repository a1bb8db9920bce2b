import { type Kysely, sql } from 'kysely';

/**
 * A post's image's BlurHash on the post (as its size is, 0055), so the web paints it behind the image while
 * the image loads. Older image posts take theirs from their media row; media from before 0042 have none.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('posts').addColumn('img_blurhash', 'text').execute();
  await backfillImageBlurhashes(db);
}

/** Image posts without a BlurHash take their media row's. */
export async function backfillImageBlurhashes(db: Kysely<unknown>): Promise<void> {
  await sql`
    update posts set img_blurhash = (select m.blurhash from media m where '/media/' || m.file_name = posts.img)
    where img is not null and img_blurhash is null`.execute(db);
}
