import type { Insertable } from 'kysely';
import type { Db, MediaTable } from '../db/schema.js';

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

export async function findMediaByKey(db: Db, key: string) {
  return db.selectFrom('media').select(['owner_id', 'shared_with_id']).where('file_name', '=', key).executeTakeFirst();
}
