import type { Kysely } from 'kysely';

/** A video story's poster frame (the one the media pipeline already makes), so players show it before the video loads. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('stories').addColumn('poster_url', 'varchar(500)').execute();
}
