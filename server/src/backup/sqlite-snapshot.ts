import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { type Kysely, type Migrator, sql } from 'kysely';

const BUSY_TIMEOUT_MS = 10_000;

/**
 * A consistent copy of a live SQLite database, taken from another connection while the app keeps writing:
 * `VACUUM INTO` reads one snapshot (WAL lets writers go on) and writes a compact, self-contained file.
 */
export function snapshotSqliteFile(sourceFile: string, destFile: string): void {
  const source = new SqliteDatabase(sourceFile, { readonly: true, fileMustExist: true });
  try {
    source.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    source.prepare('VACUUM INTO ?').run(destFile);
  } finally {
    source.close();
  }
}

const SNAPSHOT_PREFIX = 'app-before-';

/**
 * Before start-up applies a new migration to an existing SQLite database, keep a copy of it, so a bad
 * upgrade can be undone by putting the file back. Only the newest `keep` snapshots stay.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations work on any schema
export async function snapshotBeforeMigrating(db: Kysely<any>, migrator: Migrator, dir: string, keep = 3) {
  const migrations = await migrator.getMigrations();
  const pending = migrations.filter((migration) => !migration.executedAt);
  const firstPending = pending[0];
  if (!firstPending || pending.length === migrations.length) return undefined;

  fs.mkdirSync(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(dir, `${SNAPSHOT_PREFIX}${stamp}-${firstPending.name}.db`);
  await sql`VACUUM INTO ${file}`.execute(db);

  const snapshots = fs
    .readdirSync(dir)
    .filter((name) => name.startsWith(SNAPSHOT_PREFIX))
    .sort();
  for (const old of snapshots.slice(0, -keep)) fs.rmSync(path.join(dir, old), { force: true });
  return file;
}
