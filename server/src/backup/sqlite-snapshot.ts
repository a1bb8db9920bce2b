import { SqliteDatabase } from '../db/sqlite-driver.js';

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
