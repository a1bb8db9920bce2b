import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, engines } from '@threads/server/test-support';
import { afterAll, describe, expect, it } from 'vitest';
import { runChaos } from './chaos/run-chaos.js';

/** The 5-kill slice of `npm run chaos` (100 kills per engine). */
describe.each(engines)('SIGKILL under write load (%s)', (engine) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'threads-chaos-'));
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await drop?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('loses no acknowledged write and leaves a consistent database, over 5 kills', async () => {
    const database = engine === 'postgres' ? await createTestDatabase() : undefined;
    drop = database?.drop;
    const report = await runChaos({ engine, kills: 5, dataDir, databaseUrl: database?.url, users: 6 });
    expect(report.integrityFailures).toEqual([]);
    expect(report.lost).toEqual({ posts: [], replies: [], likes: [], messages: [], follows: [] });
    expect(report.acknowledged.posts).toBeGreaterThan(0);
  }, 180_000);
});
