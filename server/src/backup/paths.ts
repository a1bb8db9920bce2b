import path from 'node:path';
import type { Config } from '../config.js';

export const sqliteFile = (config: Config) => path.join(config.dataDir, 'app.db');
/** Copies of the SQLite database taken automatically before a migration. */
export const snapshotDir = (config: Config) => path.join(config.dataDir, 'snapshots');
export const defaultBackupDir = (config: Config) => path.join(config.dataDir, 'backups');
