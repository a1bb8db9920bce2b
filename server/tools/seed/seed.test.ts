import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, engines, startTestServer, type TestServer } from '@threads/server/test-support';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Config, loadConfig } from '../../src/config.js';
import { createDatabase } from '../../src/db/kysely.js';
import type { Db } from '../../src/db/schema.js';
import { DEMO_PASSWORD, DEMO_USERNAME, demoPeople } from './demo-cast.js';
import { runDemo, runSynthetic } from './run.js';
import { checkSizes, SYNTHETIC_PASSWORD, SyntheticSizeError, syntheticUsername } from './synthetic.js';

const quiet = () => {};

interface Conversation {
  isGroup?: boolean;
  participants: unknown[];
}

interface FeedPost {
  likesCount: number;
  repliesCount: number;
}

async function rowCounts(db: Db) {
  const tables = ['users', 'follows', 'posts', 'likes', 'stories', 'messages', 'notifications', 'media'] as const;
  const counts = {} as Record<(typeof tables)[number], number>;
  for (const table of tables) {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(db);
    counts[table] = Number(rows[0]?.n);
  }
  return counts;
}

async function indexNames(db: Db, engine: string): Promise<string[]> {
  const query =
    engine === 'sqlite'
      ? sql<{
          name: string;
        }>`select name from sqlite_master where type = 'index' and tbl_name in ('posts', 'follows') order by name`
      : sql<{
          name: string;
        }>`select indexname as name from pg_indexes where tablename in ('posts', 'follows') order by indexname`;
  return (await query.execute(db)).rows.map((r) => r.name);
}

describe.each(engines)('npm run seed on %s', (engine) => {
  let config: Config;
  let db: Db;
  let dropDatabase: (() => Promise<void>) | undefined;
  let server: TestServer;

  beforeAll(async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'threads-seed-'));
    const database = engine === 'postgres' ? await createTestDatabase() : undefined;
    dropDatabase = database?.drop;
    config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), databaseUrl: database?.url };
    await runDemo(config, { users: 6, videos: 1, seed: 1 }, quiet);
    db = createDatabase(config).db;
    server = await startTestServer(engine, { sharedDatabaseUrl: database?.url, config: { dataDir } });
  }, 180_000);

  afterAll(async () => {
    await server?.close();
    await db?.destroy();
    await dropDatabase?.();
    fs.rmSync(config.dataDir, { recursive: true, force: true });
  });

  it('gives a demo a new user can log into: counts, tags, a quote, a warning, alt text, a group chat, stories', async () => {
    const visitor = server.client();
    const login = await visitor.post('/api/users/login', { username: DEMO_USERNAME, password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body.profilePic).toMatch(/^\/media\/.+\.webp$/);

    const feed = (await visitor.get('/api/posts/feed')).body as FeedPost[];
    expect(feed.length).toBeGreaterThan(5);
    expect(feed.filter((p) => p.likesCount > 0).length).toBeGreaterThan(feed.length / 2);
    expect(feed.some((p) => p.repliesCount > 0)).toBe(true);
    const photos = await db.selectFrom('posts').select(['img', 'img_alt']).where('img', 'is not', null).execute();
    expect(photos.length).toBeGreaterThan(0);
    expect(photos.every((p) => p.img_alt.length > 20)).toBe(true);
    const photo = await fetch(`${server.url}${photos[0]?.img}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    expect(await db.selectFrom('posts').select('id').where('video', 'is not', null).execute()).toHaveLength(1);
    expect(await db.selectFrom('posts').select('id').where('spoiler', '<>', '').execute()).toHaveLength(2);
    const quote = await db
      .selectFrom('posts')
      .select('id')
      .where('repost_of', 'is not', null)
      .where('text', '<>', '')
      .executeTakeFirst();
    expect((await visitor.get(`/api/posts/${quote?.id}`)).body.repostOf?._id).toBeTruthy();

    const trending = (await visitor.get('/api/tags/trending')).body as { tag: string; posts: number }[];
    expect(trending.length).toBeGreaterThan(0);
    const tagged = (await visitor.get(`/api/posts/tag/${trending[0]?.tag}`)).body as FeedPost[];
    expect(tagged.length).toBeGreaterThanOrEqual(trending[0]?.posts ?? 1);

    const stories = (await visitor.get('/api/stories/getall')).body as { user: { _id: string } }[];
    expect(new Set(stories.map((s) => s.user._id)).size).toBeGreaterThan(1);
    const conversations = (await visitor.get('/api/messages/conversations?groups=true')).body as Conversation[];
    expect(conversations.filter((c) => c.isGroup && c.participants.length === 2)).toHaveLength(1); // the others
    expect(conversations.filter((c) => !c.isGroup).length).toBeGreaterThan(1);
    const notifications = (await visitor.get('/api/notifications')).body as { _id: string; createdAt: string }[];
    expect(notifications.length).toBeGreaterThan(0);
    const times = notifications.map((n) => n.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    const someoneElse = server.client();
    const other = demoPeople(6)[3]?.username;
    expect((await someoneElse.post('/api/users/login', { username: other, password: DEMO_PASSWORD })).status).toBe(200);
  });

  it('bulk-loads a synthetic dataset of exact size, rebuilds its indexes, and never loads it twice', async () => {
    const before = await rowCounts(db);
    const indexes = await indexNames(db, engine);
    const sizes = { users: 40, posts: 400, follows: 300 };
    expect(await runSynthetic(config, sizes, quiet)).toBe(true);
    const after = await rowCounts(db);
    expect(after.users - before.users).toBe(40);
    expect(after.posts - before.posts).toBe(400);
    expect(after.follows - before.follows).toBe(300);
    expect(await indexNames(db, engine)).toEqual(indexes);

    const user = server.client();
    const login = await user.post('/api/users/login', { username: syntheticUsername(3), password: SYNTHETIC_PASSWORD });
    expect(login.status).toBe(200);
    const feed = (await user.get('/api/posts/feed')).body as { _id: string }[];
    expect(feed).toHaveLength(20);
    expect(feed.map((p) => p._id)).toEqual(
      feed
        .map((p) => p._id)
        .sort()
        .reverse(),
    );

    expect(await runSynthetic(config, sizes, quiet)).toBe(false);
    expect(await rowCounts(db)).toEqual(after);
  });

  it('refuses impossible sizes before touching the database', () => {
    expect(() => checkSizes({ users: 0, posts: 5, follows: 0 })).toThrow(SyntheticSizeError);
    expect(() => checkSizes({ users: 3, posts: 0, follows: 7 })).toThrow(
      '--follows can be at most users × (users − 1) = 6',
    );
    expect(() => checkSizes({ users: 3, posts: -1, follows: 0 })).toThrow('--posts must be a whole number');
  });
});
