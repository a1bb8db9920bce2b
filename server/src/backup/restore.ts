import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import type { Config } from '../config.js';
import { mediaDir } from '../media/storage.js';
import { BackupError, type Manifest, verifyUnpacked } from './manifest.js';
import { sqliteFile } from './paths.js';
import { countPostgresTables, restorePostgres } from './postgres.js';

function isEmptyDir(dir: string): boolean {
  return !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;
}

/**
 * Rebuilds the DATA_DIR (and, with DATABASE_URL, the database) named by the configuration from one archive.
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
    fs.cpSync(path.join(unpacked, 'media'), mediaDir(config), { recursive: true });
    return manifest;
  } finally {
    fs.rmSync(unpacked, { recursive: true, force: true });
  }
}
