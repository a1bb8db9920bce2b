import fs from 'node:fs';
import path from 'node:path';
import { type Kysely, type Migrator, sql } from 'kysely';
import { migrateToLatest } from '../db/migrate.js';
import { dumpPostgres } from './postgres.js';

const SNAPSHOT_PREFIX = 'app-before-';

export interface SnapshotTarget {
  dir: string;
  /** PostgreSQL: dumped with pg_dump (custom format, for pg_restore). Unset: SQLite, copied with VACUUM INTO. */
  databaseUrl?: string;
}

/** Applies every pending migration, keeping a copy of an existing database first (see below). */
// biome-ignore lint/suspicious/noExplicitAny: migrations work on any schema
export async function migrateWithSnapshot(db: Kysely<any>, target: SnapshotTarget): Promise<void> {
  await migrateToLatest(db, { beforeMigrating: (migrator) => snapshotBeforeMigrating(db, migrator, target) });
}

/**
 * Before start-up applies a new migration to an existing database, keep a copy of it, so a bad upgrade
 * can be undone: `DATA_DIR/snapshots/app-before-<time>-<migration>.db` (SQLite) or `.dump` (PostgreSQL).
 * Only the newest `keep` snapshots stay. A brand-new database gets none.
 */
export async function snapshotBeforeMigrating(
  // biome-ignore lint/suspicious/noExplicitAny: migrations work on any schema
  db: Kysely<any>,
  migrator: Migrator,
  target: SnapshotTarget,
  keep = 3,
): Promise<string | undefined> {
  const migrations = await migrator.getMigrations();
  const pending = migrations.filter((migration) => !migration.executedAt);
  const firstPending = pending[0];
  if (!firstPending || pending.length === migrations.length) return undefined;

  fs.mkdirSync(target.dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const name = `${SNAPSHOT_PREFIX}${stamp}-${firstPending.name}`;
  let file: string;
  if (target.databaseUrl) {
    file = path.join(target.dir, `${name}.dump`);
    await dumpPostgres(target.databaseUrl, file);
  } else {
    file = path.join(target.dir, `${name}.db`);
    await sql`VACUUM INTO ${file}`.execute(db);
  }

  const snapshots = fs
    .readdirSync(target.dir)
    .filter((entry) => entry.startsWith(SNAPSHOT_PREFIX))
    .sort();
  for (const old of snapshots.slice(0, -keep)) fs.rmSync(path.join(target.dir, old), { force: true });
  return file;
}
