import { describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.js';
import { newId } from '../db/ids.js';
import { Scheduler } from '../jobs/scheduler.js';
import { engines, manualClock } from '../test/server.js';
import { useTestServer } from '../test/use-test-server.js';
import { insertStory, insertStoryView } from './queries.js';
import { SWEEP_INTERVAL_MS, storySweepJob, sweepExpiredStories } from './sweep.js';

const HOUR = 60 * 60 * 1000;

describe.each(engines)('expired story sweep on %s', (engine) => {
  const time = manualClock(Date.UTC(2026, 0, 1));
  const server = useTestServer(engine, { clock: time.clock });

  async function seedStories(userId: string, count: number) {
    const db = server.app.ctx.db;
    const ids = Array.from({ length: count }, () => newId());
    const now = time.clock();
    for (const id of ids) {
      await insertStory(db, {
        id,
        user_id: userId,
        media_type: 'image',
        media_url: `/media/${id}.webp`,
        created_at: now,
        expires_at: now + 24 * HOUR,
      });
    }
    return ids;
  }

  const storyIds = async () =>
    (await server.app.ctx.db.selectFrom('stories').select('id').execute()).map((r) => r.id).sort();

  it('removes expired stories and their views, and nothing else', async () => {
    await sweepExpiredStories(server.app.ctx);
    const owner = await server.client().signup();
    const viewer = await server.client().signup();
    const [expiring] = await seedStories(owner._id, 1);
    await insertStoryView(server.app.ctx.db, expiring!, viewer._id, time.clock());
    time.advance(HOUR);
    const live = await seedStories(owner._id, 2);

    time.advance(23 * HOUR - 1);
    expect(await sweepExpiredStories(server.app.ctx)).toBe(0);
    time.advance(1);
    expect(await sweepExpiredStories(server.app.ctx)).toBe(1);
    expect(await storyIds()).toEqual([...live].sort());
    const views = await server.app.ctx.db.selectFrom('story_views').selectAll().execute();
    expect(views.filter((v) => v.story_id === expiring)).toEqual([]);
    time.advance(HOUR);
    expect(await sweepExpiredStories(server.app.ctx)).toBe(2);
    expect(await storyIds()).toEqual([]);
  });

  it('finds its work in the database after a restart, and shares it between processes without overlap', async () => {
    const owner = await server.client().signup();
    const seeded = await seedStories(owner._id, 450);
    time.advance(24 * HOUR);

    const other = await buildApp(server.config, { clock: time.clock });
    try {
      const sweeps = [server.app.ctx, other.ctx, other.ctx].map((ctx) => () => sweepExpiredStories(ctx));
      // Two SQLite apps in one process would wait on each other's write lock synchronously (busy_timeout
      // blocks the event loop that must commit it), so there they sweep in turn; PostgreSQL races them.
      const removed =
        engine === 'postgres'
          ? await Promise.all(sweeps.map((sweep) => sweep()))
          : [await sweeps[0]!(), await sweeps[1]!(), await sweeps[2]!()];
      expect(removed.reduce((a, b) => a + b, 0)).toBe(seeded.length);
      expect(await storyIds()).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('sweeps on its interval, and stopping waits for the sweep in flight', async () => {
    const owner = await server.client().signup();
    await seedStories(owner._id, 3);
    time.advance(24 * HOUR);
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const scheduler = new Scheduler(server.app.log);
      scheduler.every(storySweepJob(server.app.ctx, server.app.log));
      vi.advanceTimersByTime(SWEEP_INTERVAL_MS - 1);
      expect(await storyIds()).toHaveLength(3);
      vi.advanceTimersByTime(1);
      await scheduler.stop();
      expect(await storyIds()).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
