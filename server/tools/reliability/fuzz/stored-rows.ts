import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Config } from '../../../src/config.js';
import type { Db } from '../../../src/db/schema.js';
import { uploadTmpDir } from '../../../src/media/storage.js';
import { createMediaStore } from '../../../src/media/store/index.js';

const tables = [
  'users',
  'sessions',
  'follows',
  'posts',
  'likes',
  'notifications',
  'stories',
  'story_views',
  'conversations',
  'conversation_members',
  'messages',
  'media',
] as const;

function countFiles(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  let count = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    count += entry.isDirectory() ? countFiles(path.join(dir, entry.name)) : 1;
  }
  return count;
}

async function countKeys(config: Config): Promise<number> {
  let count = 0;
  for await (const _key of createMediaStore(config).keys()) count++;
  return count;
}

/** Rows per table, stored media files and upload temporaries: what a refused request must leave unchanged. */
export async function storedRows(db: Db, config: Config): Promise<Record<string, number>> {
  const selects = tables.map((table) => sql`(select count(*) from ${sql.table(table)}) as ${sql.ref(table)}`);
  const result = await sql<Record<string, number | string>>`select ${sql.join(selects)}`.execute(db);
  const row = result.rows[0] ?? {};
  const counts: Record<string, number> = {
    mediaFiles: await countKeys(config),
    uploadTemporaries: countFiles(uploadTmpDir(config)),
  };
  for (const table of tables) counts[table] = Number(row[table]);
  return counts;
}

export function changedTables(before: Record<string, number>, after: Record<string, number>): string[] {
  return Object.keys(after).filter((key) => before[key] !== after[key]);
}
