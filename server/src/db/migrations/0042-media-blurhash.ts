import type { Kysely } from 'kysely';

/**
 * A BlurHash for each image (and each video's poster): the few colours a reader elsewhere sees while the
 * file loads, sent as `blurhash` on a Note's attachments. Older media have none (null) and are sent without.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('media').addColumn('blurhash', 'text').execute();
}
