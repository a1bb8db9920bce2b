import path from 'node:path';
import { parseArgs } from 'node:util';
import { hashToken, newId, newSessionToken, SqliteDatabase, syntheticUsername } from '@threads/server/test-support';
import { ensureDataset } from '../dataset/cache.js';
import { FULL_SIZES } from '../dataset/sizes.js';
import { ensureServerBuilt, ensureWebBuilt } from './build.js';
import { loadAverage } from './machine.js';
import { describePeak, memoryNow, watchMemory } from './memory-peak.js';
import { startAppServer } from './servers.js';

/**
 * `npm run rss-fill -w bench`: the server's RSS with its read caches at their bounds (docs/ARCHITECTURE.md,
 * "Memory"). Starts the production build, as `npm start` runs it, on a SQLite dataset (the bench's full one, or
 * `--data-dir`: the server writes to it), inserts `--sessions` sessions into its `sessions` table, then with six
 * connections asks for each session in turn its home feed (page 1 or 2), every other time a profile and every
 * 12th time the drawn home page, round after round until no cache grew by 1 % in a round. Prints what each
 * cache holds (`cache_bytes`) and the process's memory at the end and at its peak; the sessions are deleted after.
 */
const { values: flags } = parseArgs({
  options: {
    'data-dir': { type: 'string' },
    /** Another build's checkout to measure instead of this one (its server/dist and web/dist, built). */
    root: { type: 'string' },
    sessions: { type: 'string', default: '4000' },
    connections: { type: 'string', default: '6' },
    'max-rounds': { type: 'string', default: '4' },
  },
});
const USER_AGENT = 'rss-fill';
const MB = 1024 * 1024;

function insertSessions(dbFile: string, count: number): string[] {
  const db = new SqliteDatabase(dbFile);
  try {
    const userIds = db.prepare('select id from users order by random() limit ?').pluck().all(count) as string[];
    const insert = db.prepare(
      'insert into sessions (token_hash, id, user_id, user_agent, created_at, expires_at, last_seen_at) values (?, ?, ?, ?, ?, ?, ?)',
    );
    const now = Date.now();
    const tokens = userIds.map(() => newSessionToken());
    db.transaction(() => {
      for (const [i, userId] of userIds.entries()) {
        insert.run(hashToken(tokens[i] as string), newId(), userId, USER_AGENT, now, now + 86_400_000, now);
      }
    })();
    return tokens;
  } finally {
    db.close();
  }
}

function deleteSessions(dbFile: string): void {
  const db = new SqliteDatabase(dbFile);
  db.prepare('delete from sessions where user_agent = ?').run(USER_AGENT);
  db.close();
}

async function cacheBytes(url: string): Promise<Map<string, number>> {
  const text = await (await fetch(`${url}/api/metrics`)).text();
  return new Map(
    [...text.matchAll(/^cache_bytes\{cache="([^"]+)"\} ([0-9.e+-]+)$/gm)].map((m) => [m[1]!, Number(m[2])]),
  );
}

/** V8's heap by space: committed and in use, in MB (`nodejs_heap_space_size_*_bytes`). */
async function heapSpaces(url: string): Promise<string> {
  const text = await (await fetch(`${url}/api/metrics`)).text();
  const of = (field: string) =>
    new Map(
      [
        ...text.matchAll(new RegExp(`^nodejs_heap_space_size_${field}_bytes\\{space="([^"]+)"\\} ([0-9.e+-]+)$`, 'gm')),
      ].map((m) => [m[1]!, Number(m[2]) / MB]),
    );
  const used = of('used');
  return [...of('total')]
    .filter(([, total]) => total >= 0.5)
    .map(([space, total]) => `${space} ${total.toFixed(0)} (${(used.get(space) ?? 0).toFixed(0)} in use)`)
    .join(', ');
}

/** One round: each session's feed page, every other one a profile, every 12th the drawn home page. */
async function round(url: string, tokens: string[], users: number): Promise<number> {
  let next = 0;
  let failures = 0;
  const get = async (requestPath: string, cookie: string, accept = 'application/json') => {
    const response = await fetch(`${url}${requestPath}`, { headers: { cookie, accept } });
    await response.arrayBuffer();
    if (response.status !== 200) failures += 1;
  };
  await Promise.all(
    Array.from({ length: Number(flags.connections) }, async () => {
      for (let i = next++; i < tokens.length; i = next++) {
        const cookie = `session=${tokens[i]}`;
        await get(`/api/posts/feed?page=${1 + (i % 2)}`, cookie);
        if (i % 2 === 0) await get(`/api/users/profile/${syntheticUsername((i * 7919) % users)}`, cookie);
        if (i % 12 === 0) await get('/', cookie, 'text/html');
      }
    }),
  );
  return failures;
}

const grew = (before: Map<string, number>, after: Map<string, number>) =>
  [...after].some(([cache, bytes]) => bytes > (before.get(cache) ?? 0) * 1.01);

async function main() {
  if (!flags.root) {
    ensureServerBuilt();
    ensureWebBuilt();
  }
  const dataDir = flags['data-dir'] ?? (await ensureDataset(FULL_SIZES, undefined)).env.DATA_DIR!;
  const dbFile = path.join(dataDir, 'app.db');
  const users = (() => {
    const db = new SqliteDatabase(dbFile, { readonly: true });
    const count = db.prepare('select count(*) from users').pluck().get() as number;
    db.close();
    return count;
  })();
  const tokens = insertSessions(dbFile, Number(flags.sessions));
  const server = await startAppServer({ DATA_DIR: dataDir }, [], flags.root ? path.resolve(flags.root) : undefined);
  try {
    const memory = watchMemory(server.pid, server.url);
    memory.during('the fill');
    const atStart = await memoryNow(server.pid, server.url, 'start');
    let caches = await cacheBytes(server.url);
    for (let r = 1; r <= Number(flags['max-rounds']); r++) {
      const started = performance.now();
      const failures = await round(server.url, tokens, users);
      const after = await cacheBytes(server.url);
      const sizes = [...after].map(([cache, bytes]) => `${cache} ${(bytes / MB).toFixed(1)}`).join(', ');
      console.log(
        `round ${r}: ${((performance.now() - started) / 1000).toFixed(0)} s, ${failures} failed; cache MB: ${sizes}`,
      );
      const growing = grew(caches, after);
      caches = after;
      if (!growing) break;
    }
    const atEnd = await memoryNow(server.pid, server.url, 'the fill');
    const { atPeak } = await memory.stop();
    console.log(`\nat start ${describePeak(atStart)}`);
    console.log(`filled ${describePeak(atEnd)}`);
    console.log(`  V8 heap spaces, MB: ${await heapSpaces(server.url)}`);
    if (atPeak) console.log(`peak ${describePeak(atPeak)}`);
    console.log(`load average ${loadAverage().toFixed(1)}`);
  } finally {
    await server.stop();
    deleteSessions(dbFile);
  }
}

await main();
