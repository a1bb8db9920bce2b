import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDatabase, createTestDatabase, type Db } from '@threads/server/test-support';
import { type Config, loadConfig } from '../../src/config.js';
import type { Engine } from '../../src/db/schema.js';

/** Where a test seeds, as a newcomer would: a fresh data folder, and on PostgreSQL a fresh database. */
export interface SeedTarget {
  config: Config;
  /** The environment `npm run seed` and the server read it from. */
  env: Record<string, string>;
  db: Db;
  close(): Promise<void>;
}

export async function freshSeedTarget(engine: Engine): Promise<SeedTarget> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'threads-seed-'));
  const database = engine === 'postgres' ? await createTestDatabase() : undefined;
  const env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...(database ? { DATABASE_URL: database.url } : {}) };
  const config = loadConfig(env);
  let db: Db | undefined;
  return {
    config,
    env,
    get db() {
      db ??= createDatabase(config).db;
      return db;
    },
    close: async () => {
      await db?.destroy();
      await database?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Rows in every table: what a run that adds nothing leaves as it was. */
export async function everyTableCount(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await db.introspection.getTables()) {
    const row = await db
      .selectFrom(table.name as 'users')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table.name] = Number(row.n);
  }
  return counts;
}
