import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bundled, createDatabase, createTestDatabase, type Db } from '@threads/server/test-support';
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

const serverRoot = path.resolve(import.meta.dirname, '..', '..');

/** `npm run seed` (its script bundled, see `bundled`) in its own process on the target (plus `env`). */
export async function seedProcess(
  target: SeedTarget,
  args: string[],
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  return spawn(process.execPath, [await bundled(path.join(import.meta.dirname, 'cli.ts'), 'seed-cli'), ...args], {
    cwd: serverRoot,
    env: { ...process.env, ...target.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Its exit code and everything it printed. */
export function finished(child: ChildProcess): Promise<{ code: number | null; output: string }> {
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

/** SIGKILLs the process once `ready` says so (polled every 20 ms); resolves when it is gone. */
export async function killWhen(child: ChildProcess, ready: () => Promise<boolean>): Promise<void> {
  const gone = new Promise((resolve) => child.once('exit', resolve));
  // Before its migrations have run, the tables are not there yet.
  const readyYet = () => ready().catch(() => false);
  while (child.exitCode === null && !(await readyYet())) await new Promise((resolve) => setTimeout(resolve, 20));
  child.kill('SIGKILL');
  await gone;
}
