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
