import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqlite } from '../db/kysely.js';
import { migrations } from '../db/migrations/index.js';
import { SqliteDatabase } from '../db/sqlite-driver.js';
import { createTestDatabase } from '../test/database.js';
import { migrateWithSnapshot } from './migration-snapshot.js';
import { restorePostgres } from './postgres.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function openDb(dir: string): Kysely<any> {
  return new Kysely({ dialect: new SqliteDialect({ database: openSqlite(path.join(dir, 'app.db')) }) });
}

/** A database left at the first migration, as an older release would have left it. */
async function olderDatabase() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'threads-migrate-'));
  dirs.push(dir);
  const db = openDb(dir);
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const first = Object.keys(migrations)[0]!;
  const { error } = await migrator.migrateTo(first);
  if (error) throw error;
  return { dir, db, snapshots: path.join(dir, 'snapshots'), first };
}

const appliedIn = (file: string) => {
  const sqlite = new SqliteDatabase(file, { readonly: true });
  const names = sqlite.prepare('select name from kysely_migration order by name').pluck().all();
  sqlite.close();
  return names;
};

describe('snapshot before migrating (SQLite)', () => {
  it('copies the database as it was before applying a new migration', async () => {
    const { db, snapshots, first } = await olderDatabase();
    await migrateWithSnapshot(db, { dir: snapshots });
    const files = fs.readdirSync(snapshots);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^app-before-.*\.db$/);
    expect(appliedIn(path.join(snapshots, files[0]!))).toEqual([first]);

    await migrateWithSnapshot(db, { dir: snapshots });
    expect(fs.readdirSync(snapshots)).toHaveLength(1);
    await db.destroy();
  });

  it('takes none for a brand-new database', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'threads-migrate-'));
    dirs.push(dir);
    const db = openDb(dir);
    await migrateWithSnapshot(db, { dir: path.join(dir, 'snapshots') });
    expect(fs.existsSync(path.join(dir, 'snapshots'))).toBe(false);
    await db.destroy();
  });

  it('keeps only the newest three snapshots', async () => {
    const { db, snapshots } = await olderDatabase();
    fs.mkdirSync(snapshots);
    const old = ['2020-01-01', '2021-01-01', '2022-01-01', '2023-01-01'].map((day) => `app-before-${day}-x.db`);
    for (const name of old) fs.writeFileSync(path.join(snapshots, name), '');
    await migrateWithSnapshot(db, { dir: snapshots });
    const kept = fs.readdirSync(snapshots).sort();
    expect(kept).toHaveLength(3);
    expect(kept.slice(0, 2)).toEqual(old.slice(2));
    await db.destroy();
  });
});

describe('snapshot before migrating (PostgreSQL)', () => {
  it('dumps the database as it was before applying a new migration, restorable with pg_restore', async () => {
    const database = await createTestDatabase();
    const restored = await createTestDatabase();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'threads-migrate-'));
    dirs.push(dir);
    const pool = new pg.Pool({ connectionString: database.url });
    const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }) });
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      const first = Object.keys(migrations)[0]!;
      const { error } = await migrator.migrateTo(first);
      if (error) throw error;

      const snapshots = path.join(dir, 'snapshots');
      await migrateWithSnapshot(db, { dir: snapshots, databaseUrl: database.url });
      const files = fs.readdirSync(snapshots);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/^app-before-.*\.dump$/);

      await restorePostgres(restored.url, path.join(snapshots, files[0]!));
      const client = new pg.Client({ connectionString: restored.url });
      await client.connect();
      const applied = await client.query<{ name: string }>('select name from kysely_migration order by name');
      await client.end();
      expect(applied.rows.map((row) => row.name)).toEqual([first]);
    } finally {
      await db.destroy();
      await database.drop();
      await restored.drop();
    }
  });
});
