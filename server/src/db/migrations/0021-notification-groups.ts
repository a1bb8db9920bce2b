import { type Kysely, sql } from 'kysely';

/**
 * Likes and reposts of one post within a day are listed as one notification ("maya and 3 others liked your
 * post"). Each notification row stays (undoing a like removes just its row); `group_key` names the group it
 * joined when written: the id of the group's first notification, or its own id. Rows from before this are
 * each their own group.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work on any schema
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('notifications').addColumn('group_key', 'varchar(26)').execute();
  await db.updateTable('notifications').set({ group_key: sql`id` }).execute();
  await db.schema
    .createIndex('notifications_group')
    .on('notifications')
    .columns(['recipient_id', 'group_key', 'id'])
    .execute();
}
