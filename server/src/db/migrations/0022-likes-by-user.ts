import type { Kysely } from 'kysely';

/** A person's likes in post order: the data export pages through them, and deletion cascades on them. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('likes_user').on('likes').columns(['user_id', 'post_id']).execute();
}
