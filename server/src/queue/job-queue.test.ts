import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase } from '../db/kysely.js';
import { migrateToLatest } from '../db/migrate.js';
import type { Db, Engine } from '../db/schema.js';
import { createTestDatabase } from '../test/database.js';
import { eventually } from '../test/eventually.js';
import { enqueueJobs } from './enqueue.js';
import { JobQueue, type QueueLog } from './job-queue.js';
import { claimJobs } from './queries.js';

const quiet: QueueLog = { info: () => {}, warn: () => {}, error: () => {} };

describe.each(['sqlite', 'postgres'] as Engine[])('the job queue on %s', (engine) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'threads-jobs-'));
  let database: { url: string; drop: () => Promise<void> } | undefined;
  let db: Db;
  let queue: JobQueue | undefined;

  beforeAll(async () => {
    database = engine === 'postgres' ? await createTestDatabase() : undefined;
    db = createDatabase({ databaseUrl: database?.url, dataDir }).db;
    await migrateToLatest(db);
  });
  beforeEach(async () => {
    await queue?.stop();
    queue = undefined;
    await db.deleteFrom('jobs').execute();
  });
  afterAll(async () => {
    await queue?.stop();
    await db.destroy();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const claim = (at: number, limit = 2) =>
    claimJobs(db, engine, { now: at, leaseUntil: at + 5000, limit, kinds: ['test'] });
  const remaining = async () => (await db.selectFrom('jobs').select(['payload', 'state']).execute()).length;

  it('gives each job to one claimer at a time, and a job whose lease ran out to the next', async () => {
    const now = Date.now();
    await enqueueJobs(
      db,
      [1, 2, 3].map((n) => ({ kind: 'test', payload: n })),
      now,
    );
    const claims = await Promise.all(Array.from({ length: 4 }, () => claim(now)));
    const claimed = claims.flat().map((job) => job.id);
    expect(claimed).toHaveLength(3);
    expect(new Set(claimed).size).toBe(3);
    expect(await claim(now + 4000)).toEqual([]);
    const retaken = await claim(now + 6000);
    expect(retaken).toHaveLength(2);
    for (const job of retaken) expect(claimed).toContain(job.id);
    expect(retaken.map((job) => job.attempts)).toEqual([2, 2]);
  });

  it('claims only kinds it was asked for, and delayed jobs once they are due', async () => {
    const now = Date.now();
    await enqueueJobs(db, [{ kind: 'other', payload: 1 }], now);
    await enqueueJobs(db, [{ kind: 'test', payload: 2, delayMs: 1000 }], now);
    expect(await claim(now)).toEqual([]);
    expect((await claim(now + 1000)).map((job) => JSON.parse(job.payload))).toEqual([2]);
  });

  it('runs jobs sharing an ordering key one at a time, oldest first, even while the older one waits to retry', async () => {
    const now = Date.now();
    await enqueueJobs(
      db,
      [1, 2].map((n) => ({ kind: 'test', payload: n, orderingKey: 'inbox-a' })),
      now,
    );
    await enqueueJobs(db, [{ kind: 'test', payload: 3, orderingKey: 'inbox-b' }], now);
    const first = await claim(now, 10);
    expect(first.map((job) => JSON.parse(job.payload))).toEqual([1, 3]);
    await db.deleteFrom('jobs').where('id', '=', first[1]!.id).execute();
    // The first failed and waits for its retry: the second still may not overtake it.
    await db
      .updateTable('jobs')
      .set({ locked_until: 0, run_at: now + 60_000 })
      .where('id', '=', first[0]!.id)
      .execute();
    expect(await claim(now + 10_000, 10)).toEqual([]);
    await db.deleteFrom('jobs').where('id', '=', first[0]!.id).execute();
    expect((await claim(now + 10_000, 10)).map((job) => JSON.parse(job.payload))).toEqual([2]);
  });

  it('finishes a job that resolves, retries one that throws after a backoff, and drops it after its last attempt', async () => {
    queue = new JobQueue(db, engine, quiet);
    const seen: string[] = [];
    queue.handle('test', {
      maxAttempts: 3,
      retryDelayMs: (attempt) => attempt * 20,
      run: async (payload, job) => {
        seen.push(`${payload}#${job.attempt}`);
        if (payload === 'flaky' && job.attempt < 2) throw new Error('not yet');
        if (payload === 'broken') throw new Error('never');
        return undefined;
      },
    });
    await enqueueJobs(
      db,
      ['ok', 'flaky', 'broken'].map((payload) => ({ kind: 'test', payload })),
    );
    queue.start();
    await eventually(async () => expect(await remaining()).toBe(0));
    expect(seen.sort()).toEqual(['broken#1', 'broken#2', 'broken#3', 'flaky#1', 'flaky#2', 'ok#1']);
  });

  it('puts back a deferred job without spending its attempt, and retries after the delay its error asks for', async () => {
    queue = new JobQueue(db, engine, quiet);
    const seen: string[] = [];
    const delays: unknown[] = [];
    class Later extends Error {}
    queue.handle('test', {
      maxAttempts: 2,
      retryDelayMs: (_attempt, error) => {
        delays.push(error instanceof Later);
        return error instanceof Later ? 30 : 60_000;
      },
      run: async (payload, job) => {
        seen.push(`${payload}#${job.attempt}`);
        if (payload === 'waits' && seen.filter((s) => s.startsWith('waits')).length < 3) return { deferMs: 20 };
        if (payload === 'later' && job.attempt === 1) throw new Later('come back soon');
        return undefined;
      },
    });
    await enqueueJobs(
      db,
      ['waits', 'later'].map((payload) => ({ kind: 'test', payload })),
    );
    queue.start();
    await eventually(async () => expect(await remaining()).toBe(0));
    // Deferred twice, yet its third run is still its first attempt; the retry came after 30 ms, not a minute.
    expect(seen.filter((s) => s.startsWith('waits'))).toEqual(['waits#1', 'waits#1', 'waits#1']);
    expect(seen.filter((s) => s.startsWith('later'))).toEqual(['later#1', 'later#2']);
    expect(delays).toEqual([true]);
  });

  it('never runs more jobs of a kind than its concurrency, while other kinds still get slots', async () => {
    queue = new JobQueue(db, engine, quiet);
    let running = 0;
    let most = 0;
    const others: number[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    queue.handle('slow', {
      concurrency: 3,
      run: async () => {
        most = Math.max(most, ++running);
        await held;
        running--;
        return undefined;
      },
    });
    queue.handle('quick', {
      run: async (payload) => {
        others.push(payload as number);
        return undefined;
      },
    });
    await enqueueJobs(db, [
      ...Array.from({ length: 20 }, (_, n) => ({ kind: 'slow', payload: n })),
      { kind: 'quick', payload: 1 },
    ]);
    queue.start();
    try {
      // The jobs of one claim start on turns of their own, so the quick one may finish before the third slow one starts.
      await eventually(async () => expect([others, running]).toEqual([[1], 3]));
      const leased = await db
        .selectFrom('jobs')
        .select('id')
        .where('kind', '=', 'slow')
        .where('locked_until', '>', 0)
        .execute();
      expect(leased).toHaveLength(3);
    } finally {
      // Held jobs would keep the next test's queue.stop() waiting for them.
      release();
    }
    await eventually(async () => expect(await remaining()).toBe(0));
    expect(most).toBe(3);
  });

  it('starts the jobs of one claim each on a turn of the event loop of its own', async () => {
    queue = new JobQueue(db, engine, quiet);
    // Each job queues a callback for the loop's next turn as it starts; the next job finds it run.
    const steps: string[] = [];
    queue.handle('test', {
      run: async (payload) => {
        steps.push(`start ${payload}`);
        setImmediate(() => steps.push(`turn after ${payload}`));
        return undefined;
      },
    });
    await enqueueJobs(
      db,
      [1, 2, 3, 4, 5].map((payload) => ({ kind: 'test', payload })),
    );
    queue.start();
    // The last job's next turn may come after its row is gone.
    await eventually(async () => expect([await remaining(), steps.length]).toEqual([0, 10]));
    steps.forEach((step, i) => {
      const payload = steps[i - (i % 2)]?.replace('start ', '');
      expect(step).toBe(i % 2 === 0 ? `start ${payload}` : `turn after ${payload}`);
    });
  });

  it('keeps a checkpointed job’s progress for whoever runs it next, and puts back a job paused by a stop', async () => {
    queue = new JobQueue(db, engine, quiet);
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    queue.handle('test', {
      run: async (_payload, job) => {
        await job.checkpoint('half');
        await held;
        return job.stopping.aborted ? 'paused' : undefined;
      },
    });
    await enqueueJobs(db, [{ kind: 'test', payload: 'long' }]);
    queue.start();
    await eventually(async () =>
      expect(await db.selectFrom('jobs').select('state').executeTakeFirst()).toEqual({ state: 'half' }),
    );
    const stopped = queue.stop();
    release();
    await stopped;
    const row = await db.selectFrom('jobs').select(['state', 'locked_until']).executeTakeFirstOrThrow();
    expect(row).toEqual({ state: 'half', locked_until: 0 });

    const resumed: string[] = [];
    queue = new JobQueue(db, engine, quiet);
    queue.handle('test', {
      run: async (_payload, job) => {
        resumed.push(job.state);
        return undefined;
      },
    });
    queue.start();
    await eventually(async () => expect(await remaining()).toBe(0));
    expect(resumed).toEqual(['half']);
  });

  it('counts waiting jobs per kind, due and delayed', async () => {
    queue = new JobQueue(db, engine, quiet);
    const now = Date.now();
    await enqueueJobs(
      db,
      [
        { kind: 'a', payload: 1 },
        { kind: 'a', payload: 2, delayMs: 60_000 },
        { kind: 'b', payload: 3 },
      ],
      now,
    );
    const depth = (await queue.depth()).sort((x, y) => x.kind.localeCompare(y.kind));
    expect(depth).toEqual([
      { kind: 'a', ready: 1, delayed: 1 },
      { kind: 'b', ready: 1, delayed: 0 },
    ]);
  });
});
