import { randomBytes } from 'node:crypto';
import { ApiClient, engines, eventually, startAppProcess } from '@threads/server/test-support';
import { afterEach, describe, expect, it } from 'vitest';
import { countDemo } from './count-demo.js';
import { DEMO_PASSWORD, DEMO_USERNAME } from './demo-cast.js';
import { finished, freshSeedTarget, killWhen, type SeedTarget, seedProcess } from './seed-target.js';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const ARGS = ['--demo-users', '8', '--demo-videos', '0', '--seed', '6'];

interface FeedPost {
  _id: string;
  plainRepost: boolean;
  repostOf: { _id: string } | null;
  likesCount: number;
  repliesCount: number;
}

let cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  cleanups = [];
});

async function fresh(engine: (typeof engines)[number]): Promise<SeedTarget> {
  const target = await freshSeedTarget(engine);
  cleanups.push(() => target.close());
  return target;
}

async function appOn(target: SeedTarget, env: Record<string, string> = {}) {
  const app = await startAppProcess({ ...target.env, ...env });
  cleanups.push(() => app.stop());
  return app;
}

/** What the demo account sees in the running app matches the database, counts included. */
async function expectDemoShown(url: string, target: SeedTarget): Promise<void> {
  const demo = new ApiClient(url);
  expect((await demo.post('/api/users/login', { username: DEMO_USERNAME, password: DEMO_PASSWORD })).status).toBe(200);
  expect((await demo.get(`/api/users/profile/${DEMO_USERNAME}`)).status).toBe(200);
  expect((await demo.get(`/api/posts/user/${DEMO_USERNAME}`)).body.length).toBeGreaterThan(0);
  const newest = await target.db
    .selectFrom('posts')
    .select('id')
    .where('repost_of', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  // The server's worker puts what the seed wrote into the timelines it already holds.
  const feed = await eventually(async () => {
    const page = (await demo.get('/api/posts/feed')).body as FeedPost[];
    expect(page.map((p) => p.repostOf?._id ?? p._id)).toContain(newest.id);
    return page;
  }, 20_000);
  for (const post of feed) {
    const id = post.plainRepost && post.repostOf ? post.repostOf._id : post._id;
    const likes = await target.db.selectFrom('likes').select('user_id').where('post_id', '=', id).execute();
    const replies = await target.db.selectFrom('posts').select('id').where('reply_to', '=', id).execute();
    expect({ id, likes: post.likesCount, replies: post.repliesCount }).toEqual({
      id,
      likes: likes.length,
      replies: replies.length,
    });
  }
  const trending = (await demo.get('/api/tags/trending')).body as { tag: string }[];
  expect(trending.length).toBeGreaterThan(0);
  expect((await demo.get(`/api/posts/tag/${trending[0]?.tag}`)).body.length).toBeGreaterThan(0);
  expect((await demo.get('/api/messages/conversations?groups=true')).body.length).toBe(
    (await countDemo(target.db)).conversations,
  );
}

describe.each(engines)('npm run seed beside the running app on %s', (engine) => {
  it('shows the demo in the running app at once, without a restart', async () => {
    const target = await fresh(engine);
    const app = await appOn(target);
    const visitor = new ApiClient(app.url);
    expect((await visitor.get('/api/tags/trending')).body).toEqual([]);
    expect((await visitor.get(`/api/users/profile/${DEMO_USERNAME}`)).status).toBe(404);

    const run = await finished(await seedProcess(target, ARGS));
    expect(run.code, run.output).toBe(0);
    expect(run.output).toContain('seed: demo ready: 8 people');
    await expectDemoShown(app.url, target);
  }, 120_000);

  it('with REDIS_URL, keeps no stale count of a post it showed while the seed was still running', async () => {
    const target = await fresh(engine);
    const redis = { REDIS_URL: redisUrl, REDIS_PREFIX: `seed-live-${randomBytes(4).toString('hex')}:` };
    const app = await appOn(target, redis);
    await killWhen(await seedProcess(target, ARGS, redis), async () => (await countDemo(target.db)).likes >= 15);
    const demo = new ApiClient(app.url);
    await demo.post('/api/users/login', { username: DEMO_USERNAME, password: DEMO_PASSWORD });
    expect(((await demo.get('/api/posts/feed')).body as FeedPost[]).length).toBeGreaterThan(0);

    const run = await finished(await seedProcess(target, ARGS, redis));
    expect(run.code, run.output).toBe(0);
    await expectDemoShown(app.url, target);
  }, 120_000);
});
