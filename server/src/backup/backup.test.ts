import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

import { type Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { type Config, loadConfig } from '../config.js';
import { createDatabase } from '../db/kysely.js';
import type { Engine } from '../db/schema.js';
import { SqliteDatabase } from '../db/sqlite-driver.js';
import { ApiClient } from '../test/api-client.js';
import { createTestDatabase } from '../test/database.js';
import { pngImage } from '../test/media-files.js';
import { engines, startTestServer, type TestServer } from '../test/server.js';
import { createBackup } from './backup.js';
import { describeFiles, type Manifest } from './manifest.js';
import { sqliteFile } from './paths.js';
import { restoreBackup } from './restore.js';

const mediaDir = (config: { dataDir: string }) => path.join(config.dataDir, 'media');

async function rowCounts(db: Kysely<any>): Promise<Record<string, number>> {
  const tables = (await db.introspection.getTables()).map((table) => table.name).sort();
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(db);
    counts[table] = Number(rows[0]?.n);
  }
  return counts;
}

const checksums = async (dir: string) =>
  Object.fromEntries((await describeFiles(dir)).map((file) => [file.path, file.sha256]));

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDir(name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `threads-${name}-`));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** An empty place to restore into: a new DATA_DIR, and on PostgreSQL a new empty database. */
async function emptyTarget(engine: Engine): Promise<Config> {
  const dataDir = path.join(tempDir('restore'), 'data');
  const database = engine === 'postgres' ? await createTestDatabase() : undefined;
  if (database) cleanups.push(database.drop);
  return { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), databaseUrl: database?.url };
}

async function openRestored(config: Config) {
  const { db } = createDatabase(config);
  cleanups.push(() => db.destroy());
  return db;
}

async function userWithAvatar(server: TestServer): Promise<{ client: ApiClient; id: string; password: string }> {
  const client = server.client();
  const password = 'correct horse';
  const me = await client.signup({ password });
  const avatar = `data:image/png;base64,${(await pngImage(40 + Math.floor(Math.random() * 40), 40)).toString('base64')}`;
  const res = await client.put(`/api/users/update/${me._id}`, { profilePic: avatar });
  expect(res.status).toBe(200);
  return { client, id: me._id, password };
}

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');
const run = promisify(execFile);

/** `npm run backup -- <folder>` in its own process, as an operator runs it next to the live server. */
async function backupWithCli(config: Config, outDir: string) {
  const env = { ...process.env, DATA_DIR: config.dataDir, DATABASE_URL: config.databaseUrl ?? '', LOG_LEVEL: 'silent' };
  const { stdout } = await run('npm', ['run', '--silent', 'backup', '--', outDir], { cwd: repoRoot, env });
  const archive = /Backup written: (\S+) /.exec(stdout)?.[1];
  expect(archive, stdout).toBeTruthy();
  const manifest = JSON.parse(
    (await run('tar', ['-xzOf', archive!, 'manifest.json'], { encoding: 'utf8' })).stdout,
  ) as Manifest;
  return { archive: archive!, manifest };
}

describe.each(engines)('backup and restore on %s', (engine) => {
  it('backs up a live instance under write load and restores it elsewhere with nothing lost', async () => {
    const server = await startTestServer(engine, { env: { RATE_LIMITS: 'off' } });
    cleanups.push(server.close);
    const seeded = [await userWithAvatar(server), await userWithAvatar(server), await userWithAvatar(server)];
    await seeded[0]!.client.post(`/api/users/follow/${seeded[1]!.id}`);
    const seededMedia = await checksums(mediaDir(server.config));
    expect(Object.keys(seededMedia).length).toBe(3);

    let writing = true;
    let writes = 0;
    const writer = async () => {
      const client = server.client();
      const user = await client.signup();
      await client.post(`/api/users/follow/${seeded[0]!.id}`);
      while (writing) {
        const sent = await client.post('/api/messages', { recipientId: seeded[1]!.id, message: `message ${writes}` });
        expect(sent.status).toBe(201);
        await client.put(`/api/users/update/${user._id}`, { bio: `bio ${writes}` });
        writes += 1;
      }
    };
    const load = Promise.all([writer(), writer(), userWithAvatar(server)]);
    while (writes < 2) await new Promise((resolve) => setTimeout(resolve, 20));

    const before = await rowCounts(server.app.ctx.db);
    const writesBefore = writes;
    const { archive, manifest } = await backupWithCli(server.config, tempDir('backups'));
    const after = await rowCounts(server.app.ctx.db);
    await new Promise((resolve) => setTimeout(resolve, 100));
    writing = false;
    await load;
    expect(writes).toBeGreaterThan(writesBefore);
    expect(after).not.toEqual(before);
    expect(manifest.engine).toBe(engine);
    expect(path.basename(archive)).toMatch(/^threads-backup-.*\.tar\.gz$/);

    const target = await emptyTarget(engine);
    await restoreBackup(target, archive);
    const restoredDb = await openRestored(target);
    const restored = await rowCounts(restoredDb);
    expect(Object.keys(restored)).toEqual(Object.keys(before));
    for (const table of Object.keys(before)) {
      // The job queue's jobs come and go, so its count lies outside what the two counts bound.
      if (table === 'jobs') continue;
      expect(restored[table], table).toBeGreaterThanOrEqual(before[table]!);
      expect(restored[table], table).toBeLessThanOrEqual(after[table]!);
    }
    if (engine === 'sqlite') {
      const file = new SqliteDatabase(sqliteFile(target), { readonly: true });
      expect(file.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(file.pragma('foreign_key_check')).toEqual([]);
      file.close();
    }
    const restoredMedia = await checksums(mediaDir(target));
    expect(restoredMedia).toEqual(expect.objectContaining(seededMedia));
    const avatars = await restoredDb.selectFrom('users').select('profile_pic').where('profile_pic', '!=', '').execute();
    for (const { profile_pic } of avatars) expect(restoredMedia[profile_pic.replace('/media/', '')]).toBeTruthy();

    // Taken at rest, a backup restores to exactly the same rows and files.
    const quiet = await createBackup(server.config, tempDir('backups'));
    const exact = await emptyTarget(engine);
    await restoreBackup(exact, quiet.archive);
    expect(await rowCounts(await openRestored(exact))).toEqual(await rowCounts(server.app.ctx.db));
    expect(await checksums(mediaDir(exact))).toEqual(await checksums(mediaDir(server.config)));

    // The restored instance serves: old passwords work and the follow is there.
    const app = await buildApp({ ...exact, webDistDir: path.join(exact.dataDir, 'no-web') });
    cleanups.push(() => app.close());
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const client = new ApiClient(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
    const first = (await server.client().get(`/api/users/profile/${seeded[0]!.id}`)).body;
    const login = await client.post('/api/users/login', { username: first.username, password: seeded[0]!.password });
    expect(login.status).toBe(200);
    expect(login.body.following).toEqual([seeded[1]!.id]);
    const avatar = await client.get(first.profilePic);
    expect(avatar.status).toBe(200);
  }, 120_000);

  it('refuses to restore over existing data, a mismatched engine, or a damaged archive', async () => {
    const server = await startTestServer(engine);
    cleanups.push(server.close);
    await userWithAvatar(server);
    const { archive } = await createBackup(server.config, tempDir('backups'));

    await expect(restoreBackup(server.config, archive)).rejects.toThrow(
      `DATA_DIR ${server.config.dataDir} is not empty; restore only into an empty or new directory`,
    );
    const env = { ...process.env, DATA_DIR: server.config.dataDir, DATABASE_URL: server.config.databaseUrl ?? '' };
    const cli = await run('npm', ['run', '--silent', 'restore', '--', archive], { cwd: repoRoot, env }).catch(
      (error) => error,
    );
    expect(cli.code).toBe(1);
    expect(cli.stderr).toContain(`DATA_DIR ${server.config.dataDir} is not empty`);
    if (engine === 'postgres') {
      const target = { ...(await emptyTarget(engine)), databaseUrl: server.config.databaseUrl };
      await expect(restoreBackup(target, archive)).rejects.toThrow(
        'The database named by DATABASE_URL is not empty; restore only into an empty database',
      );
    }
    const otherEngine = await emptyTarget(engine === 'sqlite' ? 'postgres' : 'sqlite');
    await expect(restoreBackup(otherEngine, archive)).rejects.toThrow(
      engine === 'sqlite' ? 'This backup holds an SQLite database' : 'This backup holds a PostgreSQL database',
    );
    expect(fs.existsSync(otherEngine.dataDir)).toBe(false);

    const damaged = path.join(tempDir('damaged'), 'damaged.tar.gz');
    const bytes = fs.readFileSync(archive);
    bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
    fs.writeFileSync(damaged, bytes);
    const target = await emptyTarget(engine);
    await expect(restoreBackup(target, damaged)).rejects.toThrow();
    expect(fs.existsSync(target.dataDir)).toBe(false);
  }, 60_000);
});
