import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabase } from '../db/kysely.js';
import { migrateToLatest } from '../db/migrate.js';

/**
 * Test servers start on a database that already has every migration, copied from a template made once:
 * running the ~70 migrations took 1-2 s per server on each engine, for hundreds of servers per suite run.
 * Start-up still migrates (nothing is pending, so it checks and moves on); migrating an empty database is
 * what the template's own making does, and what migrate.test.ts and the migration tests check.
 *
 * A template is named after the migrations' source, so one made from other migrations (another checkout's,
 * or before an edit) is never used.
 */
const fingerprint = migrationsFingerprint();

function migrationsFingerprint(): string {
  const dir = path.join(import.meta.dirname, '../db/migrations');
  const hash = createHash('sha256');
  for (const file of fs.readdirSync(dir).sort()) {
    hash.update(file);
    hash.update(fs.readFileSync(path.join(dir, file)));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * SQLite: the path of a migrated template file, made on first use (in a folder of its own, then renamed into
 * place: atomic, and a concurrent maker's equal file may win). Closing it checkpointed its WAL into the file.
 */
let sqliteTemplate: Promise<string> | undefined;
export function migratedSqliteTemplate(): Promise<string> {
  sqliteTemplate ??= makeSqliteTemplate();
  return sqliteTemplate;
}

async function makeSqliteTemplate(): Promise<string> {
  const template = path.join(os.tmpdir(), `threads-test-template-${fingerprint}.db`);
  if (fs.existsSync(template)) return template;
  const making = fs.mkdtempSync(path.join(os.tmpdir(), 'threads-test-template-'));
  try {
    const { db } = createDatabase({ databaseUrl: undefined, dataDir: making });
    try {
      await migrateToLatest(db);
    } finally {
      await db.destroy();
    }
    fs.renameSync(path.join(making, 'app.db'), template);
  } finally {
    fs.rmSync(making, { recursive: true, force: true });
  }
  return template;
}

/**
 * PostgreSQL: the name of a migrated template database, made on first use. An advisory lock keeps two
 * processes (two test files, or two checkouts' suites) from making it at once; it is made under another name
 * and renamed when complete, so a maker killed half-way leaves nothing that looks finished.
 */
let pgTemplate: Promise<string> | undefined;
export function migratedPostgresTemplate(adminUrl: string): Promise<string> {
  pgTemplate ??= makePostgresTemplate(adminUrl);
  return pgTemplate;
}

async function makePostgresTemplate(adminUrl: string): Promise<string> {
  const name = `threads_template_${fingerprint}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return name;
    // Left by a maker that died (the lock is ours, so nobody is making one now).
    const stale = await admin.query('select datname from pg_database where datname like $1', [`${name}_making_%`]);
    for (const row of stale.rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
    const making = `${name}_making_${randomBytes(4).toString('hex')}`;
    await admin.query(`create database ${making}`);
    const url = new URL(adminUrl);
    url.pathname = `/${making}`;
    const { db } = createDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir() });
    try {
      await migrateToLatest(db);
    } finally {
      await db.destroy();
    }
    await admin.query(`alter database ${making} rename to ${name}`);
    return name;
  } finally {
    await admin.end();
  }
}
