import fs from 'node:fs';
import path from 'node:path';
import * as tar from 'tar';
import type { Config } from '../config.js';
import { createMediaStore } from '../media/store/index.js';
import type { MediaStore } from '../media/store/store.js';
import { BACKUP_FORMAT, BackupError, describeFiles, MANIFEST_FILE, type Manifest } from './manifest.js';
import { sqliteFile } from './paths.js';
import { dumpPostgres } from './postgres.js';
import { snapshotSqliteFile } from './sqlite-snapshot.js';

export interface BackupResult {
  archive: string;
  manifest: Manifest;
}

/** Every stored object not yet staged (hard links on local disk, downloads from a bucket); one deleted meanwhile is skipped. */
async function stageMedia(store: MediaStore, to: string): Promise<void> {
  for await (const key of store.keys()) {
    const target = path.join(to, ...key.split('/'));
    if (!fs.existsSync(target)) await store.download(key, target);
  }
}

/**
 * One archive with a consistent snapshot of the live database, the stored media (from local disk or the
 * bucket) and a manifest with checksums.
 * Media are staged before and after the database snapshot, so a file the snapshot refers to is only missing
 * if it was both uploaded and deleted while the snapshot ran.
 */
export async function createBackup(config: Config, outDir: string): Promise<BackupResult> {
  const engine = config.databaseUrl ? 'postgres' : 'sqlite';
  if (engine === 'sqlite' && !fs.existsSync(sqliteFile(config))) {
    throw new BackupError(`No database to back up at ${sqliteFile(config)}`);
  }
  fs.mkdirSync(outDir, { recursive: true });
  fs.mkdirSync(config.dataDir, { recursive: true });
  // Inside DATA_DIR so media can be hard-linked rather than copied.
  const staging = fs.mkdtempSync(path.join(config.dataDir, '.backup-'));
  try {
    const stagedMedia = path.join(staging, 'media');
    const store = createMediaStore(config);
    await stageMedia(store, stagedMedia);
    fs.mkdirSync(path.join(staging, 'database'));
    const database = engine === 'sqlite' ? 'database/app.db' : 'database/postgres.dump';
    if (config.databaseUrl) await dumpPostgres(config.databaseUrl, path.join(staging, database));
    else snapshotSqliteFile(sqliteFile(config), path.join(staging, database));
    await stageMedia(store, stagedMedia);
    fs.mkdirSync(stagedMedia, { recursive: true });

    const createdAt = new Date();
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      version: 1,
      createdAt: createdAt.toISOString(),
      engine,
      database,
      files: await describeFiles(staging),
    };
    fs.writeFileSync(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);

    const stamp = manifest.createdAt.replace(/[:.]/g, '-');
    const archive = path.join(outDir, `threads-backup-${stamp}.tar.gz`);
    // Written under another name first: an interrupted backup never looks like a complete archive.
    const partial = `${archive}.partial`;
    await tar.create({ gzip: true, file: partial, cwd: staging, portable: true }, [MANIFEST_FILE, 'database', 'media']);
    fs.renameSync(partial, archive);
    return { archive, manifest };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
