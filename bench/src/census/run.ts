import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { SqliteDatabase, syntheticUsername } from '@threads/server/test-support';
import { cacheDir, type DatasetOwner, ensureDataset, thisCheckout } from '../dataset/cache.js';
import { FULL_SIZES, QUICK_SIZES } from '../dataset/sizes.js';
import { ensureServerBuilt, ensureWebBuilt } from '../http/build.js';
import { newestProfile } from '../http/cpu-profile.js';
import { DRAWN_HOME } from '../http/scenarios.js';
import { type BenchUser, loginUsers, pick, postIdsOf, randomUserIndexes } from '../http/session-pool.js';
import { prepareRef } from '../lib/ref-build.js';
import { type PostgresBackends, watchPostgresBackends } from './postgres-backends.js';
import { costsInWindow } from './profile-window.js';
import { type CensusServer, type Snapshot, startCensusServer } from './server.js';

/**
 * `npm run census -w bench`: work per request of every read route, without trusting the clock of a busy
 * machine. A fixed set of requests per route is sent twice (the first pass warms the caches); for the
 * second it prints the SQL statements per request (each statement's text, count and time), the server's
 * CPU per request, its GC and the bytes it allocated per request, and with `--plans` each statement's query plan;
 * `--cold` measures a fresh draw of requests instead (other pages and people than the warm-up's, as the bench's random picks meet them). `--against <ref>`
 * does the same for another build on its own copy of the dataset; `--profile` cuts a CPU profile per route.
 * With DATABASE_URL it runs on PostgreSQL (the bench's `threads_bench_<sizes>` database beside the one named) and
 * adds the CPU of that database's backends per request; plans are then EXPLAIN ANALYZE's.
 */
const { values: flags } = parseArgs({
  options: {
    against: { type: 'string' },
    full: { type: 'boolean', default: false },
    users: { type: 'string' },
    posts: { type: 'string' },
    follows: { type: 'string' },
    requests: { type: 'string', default: '400' },
    /** Logged-in readers the requests are spread over (the bench's pool is 100). */
    readers: { type: 'string', default: '40' },
    route: { type: 'string' },
    plans: { type: 'boolean', default: false },
    profile: { type: 'boolean', default: false },
    cold: { type: 'boolean', default: false },
  },
});

/** Requests in flight during the measured pass, as the bench's connections. */
const CONCURRENCY = 10;
const base = flags.full ? FULL_SIZES : QUICK_SIZES;
/** `--users`, `--posts`, `--follows` shrink the dataset (a short profile on a busy machine). */
const sizes = {
  users: flags.users ? Number(flags.users) : base.users,
  posts: flags.posts ? Number(flags.posts) : base.posts,
  follows: flags.follows ? Number(flags.follows) : base.follows,
};
const count = Number(flags.requests);

interface CensusRequest {
  path: string;
  cookie?: string;
  /** `text/html` for a page drawn on the server. */
  accept?: string;
}

function routes(pool: BenchUser[], postIds: string[]): Record<string, () => CensusRequest> {
  const anyone = () => syntheticUsername(Math.floor(Math.random() * sizes.users));
  const reader = () => pick(pool).cookie;
  return {
    'home feed': () => ({ path: '/api/posts/feed', cookie: reader() }),
    [DRAWN_HOME]: () => ({ path: '/', cookie: reader(), accept: 'text/html' }),
    'post page': () => ({ path: `/api/posts/${pick(postIds)}` }),
    'post page, logged in': () => ({ path: `/api/posts/${pick(postIds)}`, cookie: reader() }),
    profile: () => ({ path: `/api/users/profile/${anyone()}` }),
    'profile, logged in': () => ({ path: `/api/users/profile/${anyone()}`, cookie: reader() }),
    'user posts': () => ({ path: `/api/posts/user/${anyone()}` }),
    'user posts, logged in': () => ({ path: `/api/posts/user/${anyone()}`, cookie: reader() }),
    notifications: () => ({ path: '/api/notifications', cookie: reader() }),
    conversations: () => ({ path: '/api/messages/conversations', cookie: reader() }),
  };
}

async function send(url: string, request: CensusRequest): Promise<number> {
  // No compression: the bench's load generator does not ask for it either.
  const headers = {
    'accept-encoding': 'identity',
    ...(request.cookie ? { cookie: request.cookie } : {}),
    ...(request.accept ? { accept: request.accept } : {}),
  };
  const response = await fetch(`${url}${request.path}`, { headers });
  await response.arrayBuffer();
  return response.status;
}

async function measured(url: string, requests: CensusRequest[]): Promise<Map<number, number>> {
  const statuses = new Map<number, number>();
  const queue = [...requests];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let request = queue.pop(); request; request = queue.pop()) {
        const status = await send(url, request);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
  );
  return statuses;
}

function sqlitePlan(dataDir: string, sql: string, parameters: unknown[]): string {
  const db = new SqliteDatabase(path.join(dataDir, 'app.db'), { readonly: true });
  try {
    const rows = db.prepare(`explain query plan ${sql}`).all(...parameters) as { detail: string }[];
    return rows.map((r) => r.detail).join(' | ');
  } catch (error) {
    return `(no plan: ${(error as Error).message})`;
  } finally {
    db.close();
  }
}

/** Where a statement's plan comes from: SQLite's file, or the PostgreSQL server (EXPLAIN ANALYZE). */
type Plans = { dataDir: string } | { postgres: PostgresBackends };

/** Storage reads: a dataset file the OS has not cached yet (a first run after a copy) costs reads a later run does not. */
const storageReads = (snap: Snapshot) =>
  snap.storageReadBytes === null
    ? ''
    : `read from storage ${(snap.storageReadBytes / 1024 / count).toFixed(1)} KB/request, `;

async function printRoute(
  name: string,
  snap: Snapshot,
  statuses: Map<number, number>,
  plans: Plans,
  postgresCpuMs: number | undefined,
): Promise<void> {
  const total = snap.statements.reduce((sum, s) => sum + s.count, 0);
  const sqlUs = snap.statements.reduce((sum, s) => sum + s.ns, 0) / 1000;
  const perRequestUs = (ms: number) => ((ms * 1000) / count).toFixed(0);
  // PostgreSQL's statement times are round trips (the server runs them in its own processes, counted beside).
  const postgres = postgresCpuMs === undefined ? '' : `, PostgreSQL CPU ${perRequestUs(postgresCpuMs)} µs/request`;
  console.log(
    `\n## ${name}: ${(total / count).toFixed(2)} statements/request, SQL ${(sqlUs / count).toFixed(0)} µs/request, ` +
      `CPU ${perRequestUs(snap.cpuMs)} µs/request${postgres}, GC ${snap.gc.count} (${snap.gc.ms.toFixed(1)} ms), ` +
      `allocated ${(snap.allocatedBytes / 1024 / count).toFixed(1)} KB/request, ${storageReads(snap)}` +
      `statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
  );
  for (const s of snap.statements.sort((a, b) => b.ns - a.ns)) {
    const perRequest = (s.count / count).toFixed(2).padStart(6);
    console.log(`  ${perRequest} × ${(s.ns / 1000 / count).toFixed(0).padStart(5)} µs  ${s.sql.replace(/\s+/g, ' ')}`);
    if (!flags.plans || !/^\s*select/i.test(s.sql)) continue;
    const plan =
      'dataDir' in plans
        ? sqlitePlan(plans.dataDir, s.sql, s.parameters)
        : await plans.postgres.plan(s.sql, s.parameters);
    console.log(`           plan: ${plan}`);
  }
}

function printProfile(profileDir: string, windows: { name: string; snap: Snapshot }[]): void {
  const profile = newestProfile(profileDir);
  if (!profile) return;
  console.log(`\nCPU profile: ${profile}`);
  for (const { name, snap } of windows) {
    const cpuUs = (snap.cpuMs * 1000) / count;
    console.log(`\n## ${name}: CPU ${cpuUs.toFixed(0)} µs/request; self time per request (its share of the samples):`);
    console.log(`  profile window (µs on its clock): ${snap.windowUs[0]}–${snap.windowUs[1]}`);
    for (const f of costsInWindow(profile, snap.windowUs).slice(0, 30)) {
      const share = `${(f.share * 100).toFixed(1).padStart(5)} %`;
      console.log(`  ${(f.share * cpuUs).toFixed(1).padStart(7)} µs ${share}  ${f.name}  ${f.where}`);
    }
  }
}

/** One build's census: its own server on its own copy of the dataset, the same readers and authors. */
async function censusOf(label: string, owner: DatasetOwner, readers: number[], authors: number[]): Promise<void> {
  console.log(`\n# ${label}`);
  const dataset = await ensureDataset(sizes, process.env.DATABASE_URL, owner);
  const postgres = dataset.env.DATABASE_URL ? await watchPostgresBackends(dataset.env.DATABASE_URL) : undefined;
  const plans: Plans = postgres ? { postgres } : { dataDir: dataset.env.DATA_DIR ?? '' };
  const profileDir = flags.profile ? path.join(cacheDir, '..', 'profiles', `census-${Date.now()}`) : undefined;
  if (profileDir) fs.mkdirSync(profileDir, { recursive: true });
  const server: CensusServer = await startCensusServer(owner.root, dataset.env, profileDir);
  const windows: { name: string; snap: Snapshot }[] = [];
  try {
    const pool = await loginUsers(server.url, readers);
    const postIds = await postIdsOf(server.url, authors, 200);
    for (const [name, next] of Object.entries(routes(pool, postIds))) {
      if (flags.route && !name.includes(flags.route)) continue;
      const requests = Array.from({ length: count }, next);
      for (const request of requests) await send(server.url, request);
      await server.reset();
      await postgres?.reset();
      const statuses = await measured(server.url, flags.cold ? Array.from({ length: count }, next) : requests);
      const snap = await server.snapshot();
      windows.push({ name, snap });
      await printRoute(name, snap, statuses, plans, await postgres?.cpuMs());
    }
  } finally {
    await server.stop();
    await postgres?.close();
  }
  if (profileDir) printProfile(profileDir, windows);
}

async function main(): Promise<void> {
  ensureServerBuilt();
  ensureWebBuilt();
  const readers = randomUserIndexes(sizes.users, Number(flags.readers));
  const authors = randomUserIndexes(sizes.users, 300);
  await censusOf('this checkout', thisCheckout, readers, authors);
  if (flags.against) {
    const build = prepareRef(flags.against);
    await censusOf(flags.against, { root: build.root, tag: build.sha.slice(0, 12) }, readers, authors);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
