import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../db/kysely.js';
import type { Db, Engine } from '../db/schema.js';
import { ApiClient } from '../test/api-client.js';
import { startChildProcess } from '../test/child-server.js';
import { createTestDatabase } from '../test/database.js';
import { eventually } from '../test/eventually.js';
import { addFollowers } from '../test/many-followers.js';
import { engines } from '../test/server.js';

/** Enough followers that the fan-out is still running when the process is killed right after the 201. */
const FOLLOWERS = 20_000;

describe.each(engines)('fan-out across a kill -9 on %s', (engine: Engine) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'threads-fanout-'));
  let database: { url: string; drop: () => Promise<void> } | undefined;
  let db: Db;
  let env: Record<string, string>;

  beforeAll(async () => {
    database = engine === 'postgres' ? await createTestDatabase() : undefined;
    env = {
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? '',
      RATE_LIMITS: 'off',
      FANOUT_MAX_FOLLOWERS: String(FOLLOWERS * 2),
      // When the kill came after the job's claim, the restart takes it over this long after, not 30 s.
      JOB_LEASE_SECONDS: '3',
    };
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('reaches every follower after the restart when the process dies mid fan-out', async () => {
    const first = await startChildProcess(env);
    let post: string;
    const reader = new ApiClient(first.url);
    try {
      db = createDatabase({ databaseUrl: database?.url, dataDir }).db;
      const author = new ApiClient(first.url);
      const authorId = (await author.signup())._id;
      await reader.signup();
      expect((await reader.post(`/api/users/follow/${authorId}`)).status).toBe(200);
      expect((await reader.get('/api/posts/feed')).body).toEqual([]);
      await addFollowers(db, authorId, FOLLOWERS);

      const res = await author.post('/api/posts/create', { postedBy: authorId, text: 'survives' });
      first.child.kill('SIGKILL');
      expect(res.status).toBe(201);
      post = res.body._id;
    } finally {
      first.child.kill('SIGKILL');
    }
    const delivered = async () => {
      const row = await db
        .selectFrom('timeline_entries')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('post_id', '=', post)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    };
    // The premise: the kill interrupted the fan-out (its job is still queued, followers are missing).
    expect((await db.selectFrom('jobs').select('id').execute()).length).toBe(1);
    expect(await delivered()).toBeLessThan(FOLLOWERS + 2);

    // A loaded CI machine delivers 20,000 entries in well over 30 s; what matters is that every one arrives.
    const second = await startChildProcess(env);
    try {
      await eventually(async () => expect(await delivered()).toBe(FOLLOWERS + 2), 90_000, 200);
      // The job row goes in the statement after its last batch commits.
      await eventually(async () => expect(await db.selectFrom('jobs').select('id').execute()).toEqual([]));
      const again = new ApiClient(second.url);
      again.cookie = reader.cookie;
      const feed = await again.get('/api/posts/feed');
      expect(feed.body.map((p: { _id: string }) => p._id)).toEqual([post]);
    } finally {
      second.child.kill('SIGKILL');
    }
  }, 120_000);
});
