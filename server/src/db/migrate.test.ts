import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Kysely, Migrator, SqliteDialect } from 'kysely';
import { afterEach, expect, it } from 'vitest';
import { openSqlite } from './kysely.js';
import { migrateToLatest } from './migrate.js';
import { migrations } from './migrations/index.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

it('runs a migration that landed after a higher-numbered one the database already ran', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'threads-migrate-'));
  dirs.push(dir);
  const db = new Kysely<any>({ dialect: new SqliteDialect({ database: openSqlite(path.join(dir, 'app.db')) }) });
  try {
    const names = Object.keys(migrations).sort();
    // One that touches only its own columns (0025 cleans `fanout_jobs`, which 0035 replaced).
    const late = '0024-video-dimensions';
    const { [late]: _late, ...earlier } = migrations;
    const { error } = await new Migrator({ db, provider: { getMigrations: async () => earlier } }).migrateToLatest();
    expect(error).toBeUndefined();

    await migrateToLatest(db);
    const applied = await db.selectFrom('kysely_migration').select('name').execute();
    expect(applied.map((row) => row.name).sort()).toEqual([...names].sort());
  } finally {
    await db.destroy();
  }
});
