import type { Insertable } from 'kysely';
import type { Db } from '../db/schema.js';
import type { MediaTable } from '../db/tables/media.js';

export async function insertMedia(db: Db, row: Insertable<MediaTable>): Promise<void> {
  await db.insertInto('media').values(row).execute();
}

export async function findMediaByFileNames(db: Db, fileNames: readonly string[]) {
  if (fileNames.length === 0) return [];
  return db.selectFrom('media').selectAll().where('file_name', 'in', fileNames).execute();
}

export async function deleteMediaRows(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('media').where('id', 'in', ids).execute();
}

/** Bytes of stored media one person holds, for the storage quota. */
export async function storedBytesOf(db: Db, ownerId: string): Promise<number> {
  const row = await db
    .selectFrom('media')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('bytes'), eb.lit(0)).as('total'))
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** Whether the viewer may load the private file: its owner, the person it was shared with, or a member of its group. */
export async function mayViewPrivateMedia(db: Db, key: string, viewerId: string): Promise<boolean> {
  const row = await db
    .selectFrom('media')
    .select('id')
    .where('file_name', '=', key)
    .where((eb) =>
      eb.or([
        eb('owner_id', '=', viewerId),
        eb('shared_with_id', '=', viewerId),
        eb.exists(
          eb
            .selectFrom('conversation_members')
            .select('user_id')
            .whereRef('conversation_members.conversation_id', '=', 'media.conversation_id')
            .where('conversation_members.user_id', '=', viewerId),
        ),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}
