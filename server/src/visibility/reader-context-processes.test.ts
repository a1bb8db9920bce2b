import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../db/kysely.js';
import { FANOUT_FOLLOW, FANOUT_POST } from '../feed/fanout-jobs.js';
import { ApiClient } from '../test/api-client.js';
import { type AppProcess, startAppProcess } from '../test/app-process.js';
import { createTestDatabase } from '../test/database.js';
import { eventually } from '../test/eventually.js';
import { READER_CONTEXT_POST, readerContextSteps } from '../test/reader-context-steps.js';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/**
 * The reader-context invalidation between two OS processes of the app (real child processes on one
 * PostgreSQL database and one Redis, as a scaled-out deployment runs; SQLite runs one process): `a` takes
 * every write, `b` serves the reader's feed from its own cache, read just before each write.
 */
describe('the reader context across two OS processes (PostgreSQL and Redis)', () => {
  const redisPrefix = `test-${randomBytes(6).toString('hex')}:`;
  const dataDirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'threads-readers-')));
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let a: AppProcess;
  let b: AppProcess;

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = (dataDir: string) => ({
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      REDIS_PREFIX: redisPrefix,
      DATA_DIR: dataDir,
    });
    a = await startAppProcess(env(dataDirs[0] as string));
    b = await startAppProcess(env(dataDirs[1] as string));
  }, 60_000);
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
    await database?.drop();
    for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  type Person = Awaited<ReturnType<typeof person>>;

  async function person() {
    const onA = new ApiClient(a.url);
    const id = (await onA.signup())._id as string;
    const onB = new ApiClient(b.url);
    onB.cookie = onA.cookie;
    return { id, onA, onB };
  }

  /**
   * Waits until b has handled every event published so far, so that what b shows next is what it keeps: seeing
   * a change on b does not mean that, as b may have read it before an event that drops its cache arrived (the
   * write's own, or a fan-out job's, which may run after b built the timeline). Once those jobs are done, a
   * later event that leaves the reader's caches alone (the post's author's new name) is seen on b.
   */
  async function settledOnB(reader: Person, author: Person, postId: string, name: string) {
    const { db } = createDatabase({ databaseUrl: database.url, dataDir: dataDirs[0] as string });
    const fanoutJobs = () =>
      db.selectFrom('jobs').select('id').where('kind', 'in', [FANOUT_POST, FANOUT_FOLLOW]).execute();
    await eventually(async () => expect(await fanoutJobs()).toEqual([]), 20_000, 50);
    await db.destroy();
    expect((await author.onA.put(`/api/users/update/${author.id}`, { name })).status).toBe(200);
    const postOnB = async () =>
      ((await reader.onB.get('/api/posts/feed')).body as { _id: string; postedBy: { name: string } }[]).find(
        (p) => p._id === postId,
      );
    await eventually(async () => expect((await postOnB())?.postedBy.name).toBe(name));
  }

  it('follow, mute, muted words, block either way and unfollow on one process reach the other’s feed', async () => {
    const [me, author] = [await person(), await person()];
    const post = (await author.onA.post('/api/posts/create', { postedBy: author.id, text: READER_CONTEXT_POST })).body
      ._id as string;
    const seesOnB = async () =>
      ((await me.onB.get('/api/posts/feed')).body as { _id: string }[]).some((p) => p._id === post);

    let before = false;
    for (const [step, who, method, path, body, shown] of readerContextSteps(me.id, author.id)) {
      expect({ step, shown: await seesOnB() }).toEqual({ step, shown: before });
      const writer = (who === 'reader' ? me : author).onA;
      const res = method === 'post' ? await writer.post(path, body) : await writer.put(path, body);
      expect({ step, status: res.status }).toEqual({ step, status: 200 });
      await eventually(async () => expect({ step, shown: await seesOnB() }).toEqual({ step, shown }));
      before = shown;

      if (step === 'follow') {
        // b serves from its cache: a mute written behind the app's back (no event) does not reach its feed.
        await settledOnB(me, author, post, 'Settled');
        const { db } = createDatabase({ databaseUrl: database.url, dataDir: dataDirs[0] as string });
        await db.insertInto('mutes').values({ muter_id: me.id, muted_id: author.id, created_at: Date.now() }).execute();
        expect(await seesOnB()).toBe(true);
        await db.deleteFrom('mutes').where('muter_id', '=', me.id).execute();
        await db.destroy();
      }
    }
  }, 60_000);

  it("a post fanned out on one process reaches the other's cached first timeline page", async () => {
    const [me, author] = [await person(), await person()];
    expect((await me.onA.post(`/api/users/follow/${author.id}`)).status).toBe(200);
    const feedOnB = async () => ((await me.onB.get('/api/posts/feed')).body as { _id: string }[]).map((p) => p._id);
    const first = (await author.onA.post('/api/posts/create', { postedBy: author.id, text: 'first' })).body
      ._id as string;
    await eventually(async () => expect(await feedOnB()).toContain(first));

    // b serves the page from its cache: an entry written behind the app's back (no event) does not reach it.
    const mine = (await me.onA.post('/api/posts/create', { postedBy: me.id, text: 'mine' })).body._id as string;
    await eventually(async () => expect(await feedOnB()).toContain(mine));
    await settledOnB(me, me, mine, 'Settled');
    const { db } = createDatabase({ databaseUrl: database.url, dataDir: dataDirs[0] as string });
    await db.deleteFrom('timeline_entries').where('user_id', '=', me.id).where('post_id', '=', mine).execute();
    expect(await feedOnB()).toContain(mine);
    await db.destroy();

    const second = (await author.onA.post('/api/posts/create', { postedBy: author.id, text: 'second' })).body
      ._id as string;
    await eventually(async () => expect(await feedOnB()).toEqual([second, first]));
  }, 60_000);
});
