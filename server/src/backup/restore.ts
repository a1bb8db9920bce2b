import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import type { Config } from '../config.js';
import { createMediaStore } from '../media/store/index.js';
import { contentTypeFor, type MediaStore } from '../media/store/store.js';
import { BackupError, listFiles, type Manifest, verifyUnpacked } from './manifest.js';
import { sqliteFile } from './paths.js';
import { countPostgresTables, restorePostgres } from './postgres.js';

function isEmptyDir(dir: string): boolean {
  return !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;
}

async function isEmptyStore(store: MediaStore): Promise<boolean> {
  for await (const _key of store.keys()) return false;
  return true;
}

/**
 * Rebuilds the DATA_DIR (and, with DATABASE_URL, the database; with MEDIA_STORAGE=s3, the bucket) named by
 * the configuration from one archive.
 * Refuses anything but an empty target, and writes nothing until every checksum has been verified.
 */
export async function restoreBackup(config: Config, archive: string): Promise<Manifest> {
  if (!fs.statSync(archive, { throwIfNoEntry: false })?.isFile()) throw new BackupError(`No such archive: ${archive}`);
  if (!isEmptyDir(config.dataDir)) {
    throw new BackupError(`DATA_DIR ${config.dataDir} is not empty; restore only into an empty or new directory`);
  }
  if (config.databaseUrl && (await countPostgresTables(config.databaseUrl)) > 0) {
    throw new BackupError('The database named by DATABASE_URL is not empty; restore only into an empty database');
  }
  const store = createMediaStore(config);
  if (!(await isEmptyStore(store))) {
    throw new BackupError(`The media store (${store.describe()}) is not empty; restore only into an empty one`);
  }

  const unpacked = fs.mkdtempSync(path.join(os.tmpdir(), 'threads-restore-'));
  try {
    await tar.extract({ file: archive, cwd: unpacked, strict: true });
    const manifest = await verifyUnpacked(unpacked);
    const engine = config.databaseUrl ? 'postgres' : 'sqlite';
    if (manifest.engine !== engine) {
      throw new BackupError(
        manifest.engine === 'postgres'
          ? 'This backup holds a PostgreSQL database: set DATABASE_URL to an empty database to restore it'
          : 'This backup holds an SQLite database: unset DATABASE_URL to restore it into DATA_DIR',
      );
    }

    fs.mkdirSync(config.dataDir, { recursive: true });
    const database = path.join(unpacked, manifest.database);
    if (config.databaseUrl) await restorePostgres(config.databaseUrl, database);
    else fs.copyFileSync(database, sqliteFile(config));
    const media = path.join(unpacked, 'media');
    for (const key of listFiles(media)) await store.put(key, path.join(media, key), contentTypeFor(key));
    return manifest;
  } finally {
    fs.rmSync(unpacked, { recursive: true, force: true });
  }
}
