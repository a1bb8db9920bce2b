import { SYNTHETIC_PASSWORD, syntheticUsername } from '@threads/server/test-support';

export interface BenchUser {
  id: string;
  username: string;
  cookie: string;
}

export async function loginAs(url: string, username: string): Promise<BenchUser> {
  const response = await fetch(`${url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: SYNTHETIC_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`login as ${username} failed: ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .find((c) => c.startsWith('session='))
    ?.split(';')[0];
  if (!cookie) throw new Error(`login as ${username} set no session cookie`);
  const profile = (await response.json()) as { _id: string };
  return { id: profile._id, username, cookie };
}

/** `count` distinct random indexes of synthetic users. */
export function randomUserIndexes(users: number, count: number): number[] {
  const picks = new Set<number>();
  while (picks.size < Math.min(count, users)) picks.add(Math.floor(Math.random() * users));
  return [...picks];
}

/** Logs in `count` distinct random synthetic users (a few at a time: each login is a deliberate scrypt). */
export function loginPool(url: string, users: number, count: number): Promise<BenchUser[]> {
  return loginUsers(url, randomUserIndexes(users, count));
}

/** Logs in these synthetic users, in any order. */
export async function loginUsers(url: string, indexes: readonly number[]): Promise<BenchUser[]> {
  const queue = [...indexes];
  const pool: BenchUser[] = [];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let index = queue.pop(); index !== undefined; index = queue.pop()) {
        pool.push(await loginAs(url, syntheticUsername(index)));
      }
    }),
  );
  return pool;
}

/** Ids of existing posts, read through the API from random users' post lists. */
export function samplePostIds(url: string, users: number, wanted: number): Promise<string[]> {
  return postIdsOf(url, randomUserIndexes(users, wanted * 4), wanted);
}

/** Up to `wanted` ids of the newest posts of these synthetic users (three each, in their order). */
export async function postIdsOf(url: string, indexes: readonly number[], wanted: number): Promise<string[]> {
  const ids: string[] = [];
  for (const index of indexes) {
    if (ids.length >= wanted) break;
    const username = syntheticUsername(index);
    const response = await fetch(`${url}/api/posts/user/${username}`);
    const posts = (await response.json()) as { _id: string }[];
    ids.push(...posts.slice(0, 3).map((p) => p._id));
  }
  return ids;
}

export const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
