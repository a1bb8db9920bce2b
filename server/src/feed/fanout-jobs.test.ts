import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../db/ids.js';
import { createDatabase } from '../db/kysely.js';
import { migrateToLatest } from '../db/migrate.js';
import type { Db, Engine } from '../db/schema.js';
import { createTestDatabase } from '../test/database.js';
import { claimJobs, enqueueFollowBackfill } from './fanout-jobs.js';
import { nextBatchSize } from './fanout-worker.js';

describe.each(['sqlite', 'postgres'] as Engine[])('fan-out job claims on %s', (engine) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'threads-jobs-'));
  let database: { url: string; drop: () => Promise<void> } | undefined;
  let db: Db;

  beforeAll(async () => {
    database = engine === 'postgres' ? await createTestDatabase() : undefined;
    db = createDatabase({ databaseUrl: database?.url, dataDir }).db;
    await migrateToLatest(db);
  });
  afterAll(async () => {
    await db.destroy();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('gives each job to one claimer at a time, and a job whose lease ran out to the next', async () => {
    await db.transaction().execute(async (trx) => {
      for (let i = 0; i < 3; i++) await enqueueFollowBackfill(trx, newId(), newId());
    });
    const now = Date.now();
    const claim = (at: number) => claimJobs(db, engine, { now: at, leaseUntil: at + 5000, limit: 2 });
    const claims = await Promise.all(Array.from({ length: 4 }, () => claim(now)));
    const claimed = claims.flat().map((job) => job.id);
    expect(claimed).toHaveLength(3);
    expect(new Set(claimed).size).toBe(3);
    expect(await claim(now + 4000)).toEqual([]);
    const retaken = await claim(now + 6000);
    expect(retaken).toHaveLength(2);
    for (const job of retaken) expect(claimed).toContain(job.id);
  });
});

describe('fan-out batch sizing', () => {
  it('halves a batch that took most of the 10 ms budget and grows one that took little', () => {
    expect(nextBatchSize(400, 12)).toBe(200);
    expect(nextBatchSize(400, 1)).toBe(600);
    expect(nextBatchSize(400, 6)).toBe(400);
    expect(nextBatchSize(100, 50)).toBe(100);
    expect(nextBatchSize(2000, 0.1)).toBe(2000);
  });
});
