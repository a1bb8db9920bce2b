import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { Kysely, type LogEvent, PostgresDialect, type PostgresPool } from 'kysely';
import { underVitest } from '../lib/under-vitest.js';
import { preparingPool } from './prepared-statements.js';
import type { Database, Db, Engine } from './schema.js';
import { SqliteDatabase } from './sqlite-driver.js';
import { GroupCommitSqliteDialect, type GroupCommitStats } from './sqlite-group-commit.js';

const INT8_OID = 20;

export interface DatabaseHandle {
  db: Db;
  engine: Engine;
  /** SQLite only: how many writes shared how many commits (fsyncs). */
  groupCommit?: GroupCommitStats;
}

/**
 * SQLite's page cache, per connection (the server keeps one; `cache_size` in KiB when negative), set here
 * rather than left to better-sqlite3's build: part of the RSS budget (docs/ARCHITECTURE.md, "Memory"). 8 MB
 * cost the full dataset's feed page ~350 µs more in SQL (its pages read again from the OS's file cache).
 */
export const SQLITE_PAGE_CACHE_MB = 16;

export function openSqlite(file: string): BetterSqlite3.Database {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SqliteDatabase(file);
  sqlite.pragma('journal_mode = WAL');
  // Under vitest without fsyncs: a test's data need not outlive a power cut (a killed process's commits are in
  // the OS's cache either way), and a COMMIT's fsync took ~4 ms on the CI machine, thousands of times a run.
  sqlite.pragma(`synchronous = ${underVitest ? 'OFF' : 'FULL'}`);
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma(`cache_size = -${SQLITE_PAGE_CACHE_MB * 1024}`);
  return sqlite;
}

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  /** Called after every statement with its duration (for metrics). */
  onQuery?: (event: LogEvent) => void;
}

/**
 * Connections per process, from the cores: more connections than PostgreSQL can run at once only move the
 * queue from the pool into the server. The floor leaves room for a transaction's work and the requests
 * waiting beside it on a small machine.
 */
export const POSTGRES_POOL_SIZE = Math.max(10, os.availableParallelism() * 4);

/** node-postgres is loaded with the first statement (Kysely asks for the pool then): SQLite never loads it. */
async function postgresPool(databaseUrl: string): Promise<PostgresPool> {
  const { default: pg } = await import('pg');
  // Millisecond timestamps live in bigint columns; they fit a JS number exactly.
  pg.types.setTypeParser(INT8_OID, (value) => Number(value));
  const pool = new pg.Pool({ connectionString: databaseUrl, max: POSTGRES_POOL_SIZE, connectionTimeoutMillis: 5000 });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // A client in use when the server goes away emits 'error' too; unheard, that would end the process.
  // Its query already failed (and became a 503); the pool drops the broken client on release.
  pool.on('connect', (client) => client.on('error', () => {}));
  return preparingPool(pool);
}

export function createDatabase(options: DatabaseOptions): DatabaseHandle {
  const log = options.onQuery;
  if (options.databaseUrl) {
    const { databaseUrl } = options;
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool: () => postgresPool(databaseUrl) }), log }),
      engine: 'postgres',
    };
  }
  const sqlite = openSqlite(path.join(options.dataDir, 'app.db'));
  const dialect = new GroupCommitSqliteDialect(sqlite);
  return { db: new Kysely<Database>({ dialect, log }), engine: 'sqlite', groupCommit: dialect.stats };
}
