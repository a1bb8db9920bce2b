import { setTimeout as sleep } from 'node:timers/promises';
import type { Db } from '@threads/server/test-support';
import { createDatabase, FANOUT_POST } from '@threads/server/test-support';
import { percentile } from '../lib/stats.js';
import type { BigAuthorResult } from './big-author-report.js';
import { type BenchUser, loginAs } from './session-pool.js';

const FOLLOWERS = 5000;
const POSTS = 20;
const DELIVERY_TIMEOUT_MS = 30_000;
const BACKLOG_TIMEOUT_MS = 120_000;

/** Makes `authorId` followed by exactly FOLLOWERS people (the fan-out limit); returns the follows added. */
async function addFollowers(db: Db, authorId: string): Promise<string[]> {
  const existing = await db.selectFrom('follows').select('follower_id').where('followee_id', '=', authorId).execute();
  const already = new Set(existing.map((r) => r.follower_id));
  const candidates = await db
    .selectFrom('users')
    .select('id')
    .where('id', '!=', authorId)
    .limit(FOLLOWERS * 2)
    .execute();
  const added = candidates
    .map((r) => r.id)
    .filter((id) => !already.has(id))
    .slice(0, Math.max(0, FOLLOWERS - already.size));
  const now = Date.now();
  for (let i = 0; i < added.length; i += 500) {
    const values = added.slice(i, i + 500).map((id) => ({ follower_id: id, followee_id: authorId, created_at: now }));
    await db.insertInto('follows').values(values).execute();
  }
  return added;
}

async function lastFollower(db: Db, authorId: string): Promise<string> {
  const row = await db
    .selectFrom('follows')
    .innerJoin('users', 'users.id', 'follows.follower_id')
    .select('users.username')
    .where('follows.followee_id', '=', authorId)
    .orderBy('follows.follower_id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.username;
}

/**
 * Waits until no post's fan-out is queued, so the figures are this author's posts' own: the write lines
 * before leave thousands of posts' fan-out behind them, which a post queued after them waits for. Returns
 * how long that took.
 */
async function fanoutDrained(db: Db): Promise<number> {
  const started = performance.now();
  for (;;) {
    const { queued } = await db
      .selectFrom('jobs')
      .select((eb) => eb.fn.countAll<number | string>().as('queued'))
      .where('kind', '=', FANOUT_POST)
      .executeTakeFirstOrThrow();
    if (Number(queued) === 0) return performance.now() - started;
    if (performance.now() - started > BACKLOG_TIMEOUT_MS) throw new Error('queued fan-out did not drain in 120 s');
    await sleep(100);
  }
}

async function firstFeedId(url: string, cookie: string): Promise<string | undefined> {
  const response = await fetch(`${url}/api/posts/feed`, { headers: { cookie } });
  const posts = (await response.json()) as { _id: string }[];
  return posts[0]?._id;
}

/**
 * A post by an author with FANOUT_MAX_FOLLOWERS (5,000) followers, so it is fanned out on write: how long
 * its acknowledgement takes, and how long until the feed of the follower the fan-out reaches last (the
 * highest follower id) shows it. The followers it added are removed afterwards, the posts deleted.
 */
export async function measureBigAuthor(
  url: string,
  datasetEnv: Record<string, string>,
  author: BenchUser,
): Promise<BigAuthorResult> {
  const { db } = createDatabase({ databaseUrl: datasetEnv.DATABASE_URL, dataDir: datasetEnv.DATA_DIR ?? '' });
  const backlogDrainMs = await fanoutDrained(db);
  const added = await addFollowers(db, author.id);
  const acks: number[] = [];
  const deliveries: number[] = [];
  const created: string[] = [];
  try {
    const reader = await loginAs(url, await lastFollower(db, author.id));
    await firstFeedId(url, reader.cookie);
    for (let i = 0; i < POSTS; i++) {
      const started = performance.now();
      const response = await fetch(`${url}/api/posts/create`, {
        method: 'POST',
        headers: { cookie: author.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ postedBy: author.id, text: `Fan-out benchmark ${i}` }),
      });
      acks.push(performance.now() - started);
      const post = ((await response.json()) as { _id: string })._id;
      created.push(post);
      while ((await firstFeedId(url, reader.cookie)) !== post) {
        if (performance.now() - started > DELIVERY_TIMEOUT_MS) throw new Error('fan-out did not arrive in 30 s');
        await sleep(5);
      }
      deliveries.push(performance.now() - started);
      await sleep(200);
    }
  } finally {
    for (const id of created) {
      await fetch(`${url}/api/posts/${id}`, { method: 'DELETE', headers: { cookie: author.cookie } });
    }
    for (let i = 0; i < added.length; i += 500) {
      const ids = added.slice(i, i + 500);
      await db.deleteFrom('follows').where('followee_id', '=', author.id).where('follower_id', 'in', ids).execute();
    }
    await db.destroy();
  }
  return {
    followers: FOLLOWERS,
    posts: POSTS,
    ackP50Ms: percentile(acks, 50),
    ackP99Ms: percentile(acks, 99),
    deliveryP50Ms: percentile(deliveries, 50),
    deliveryMaxMs: Math.max(...deliveries),
    backlogDrainMs,
  };
}
