import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database, Db, Engine } from './schema.js';

const INT8_OID = 20;
// Millisecond timestamps live in bigint columns; they fit a JS number exactly.
pg.types.setTypeParser(INT8_OID, (value) => Number(value));

export interface DatabaseHandle {
  db: Db;
  engine: Engine;
}

export function openSqlite(file: string): SqliteDatabase.Database {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return sqlite;
}

export function createDatabase(options: { databaseUrl: string | undefined; dataDir: string }): DatabaseHandle {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 20, connectionTimeoutMillis: 5000 });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), engine: 'postgres' };
  }
  const sqlite = openSqlite(path.join(options.dataDir, 'app.db'));
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) }), engine: 'sqlite' };
}
