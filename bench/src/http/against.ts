import { execFileSync } from 'node:child_process';
import { ensureDataset, repoRoot, thisCheckout } from '../dataset/cache.js';
import { type DatasetSizes, describeSizes } from '../dataset/sizes.js';
import { prepareRef } from '../lib/ref-build.js';
import { writeSection } from '../lib/results-file.js';
import { cpuSeconds } from '../lib/rss.js';
import { round } from '../lib/stats.js';
import { webBuilt } from './build.js';
import { type LoadResult, load } from './load.js';
import { loadAverage, machine } from './machine.js';
import { appScenarios, DRAWN_HOME, type Scenario } from './scenarios.js';
import { type RunningServer, startAppServer } from './servers.js';
import { loginUsers, postIdsOf, randomUserIndexes } from './session-pool.js';

export interface AgainstOptions {
  ref: string;
  sizes: DatasetSizes;
  databaseUrl: string | undefined;
  rounds: number;
  seconds: number;
  warmup: number;
  connections: number;
  poolSize: number;
  /** Only the routes whose name contains one of these. */
  routes: string[] | undefined;
  write: boolean;
}

interface Side {
  label: string;
  server: RunningServer;
  scenarios: Scenario[];
}

interface Sample extends LoadResult {
  cpuMsPerRequest: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** One measured run of a route on one side, with the server's CPU time per request (from /proc). */
async function sample(side: Side, scenario: Scenario, seconds: number, connections: number): Promise<Sample> {
  const cpuBefore = cpuSeconds(side.server.pid);
  const result = await load({ url: side.server.url, next: scenario.next, seconds, connections });
  const cpu = cpuSeconds(side.server.pid) - cpuBefore;
  if (result.errors > 0 || result.non2xx > 0) {
    console.warn(`bench: ${side.label} ${scenario.name}: ${result.errors} errors, ${result.non2xx} non-2xx`);
  }
  return { ...result, cpuMsPerRequest: (cpu * 1000) / Math.max(result.requests, 1) };
}

/** The same readers (synthetic users by index) and the same authors' posts on one side. */
async function startSide(
  label: string,
  env: Record<string, string>,
  root: string,
  readers: number[],
  authors: number[],
  options: AgainstOptions,
  /** False for a ref from before drawn first screens: neither side measures the drawn home page then. */
  refDraws: boolean,
): Promise<Side> {
  const server = await startAppServer(env, [], root);
  const pool = await loginUsers(server.url, readers);
  const postIds = await postIdsOf(server.url, authors, 300);
  const scenarios = appScenarios({ pool, postIds, users: options.sizes.users, loggedIn: true }).filter(
    (s) =>
      !s.writes &&
      (refDraws || s.name !== DRAWN_HOME) &&
      (!options.routes || options.routes.some((name) => s.name.includes(name))),
  );
  return { label, server, scenarios };
}

const currentLabel = () => {
  const sha = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
  const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
    cwd: repoRoot,
    encoding: 'utf8',
  }).trim();
  return dirty ? `${sha}+changes` : sha;
};

/**
 * `npm run bench -- --against <ref>`: this checkout and `ref` (built in its own worktree, each seeding its
 * own copy of the same synthetic dataset) up side by side, every read route measured on both in
 * alternating order for several rounds; prints each route's ratio current / ref (median of the rounds'
 * ratios, with their spread). Ratios taken seconds apart stay meaningful on a busy machine.
 */
export async function runAgainst(options: AgainstOptions): Promise<void> {
  const build = prepareRef(options.ref);
  // Both sides serve the drawn home page, so its line compares and what drawing leaves in the heap is on both;
  // a ref from before drawn first screens answers the shell instead, which is no comparison: the line is left out.
  const refDraws = webBuilt(build.root);
  const tag = build.sha.slice(0, 12);
  const [ours, theirs] = await Promise.all([
    ensureDataset(options.sizes, options.databaseUrl, thisCheckout),
    ensureDataset(options.sizes, options.databaseUrl, { root: build.root, tag }),
  ]);
  const readers = randomUserIndexes(options.sizes.users, options.poolSize);
  const authors = randomUserIndexes(options.sizes.users, 400);
  const startLoad = loadAverage();
  const current = await startSide(currentLabel(), ours.env, repoRoot, readers, authors, options, refDraws);
  const sides: Side[] = [current];
  try {
    sides.push(await startSide(`${options.ref} (${tag})`, theirs.env, build.root, readers, authors, options, refDraws));
    const [a, b] = sides as [Side, Side];
    for (const side of sides) {
      for (const scenario of side.scenarios) await sample(side, scenario, options.warmup, options.connections);
    }
    const samples = new Map<string, { current: Sample[]; ref: Sample[] }>();
    for (let r = 0; r < options.rounds; r++) {
      for (const [i, scenario] of a.scenarios.entries()) {
        const other = b.scenarios[i];
        if (!other) continue;
        const entry = samples.get(scenario.name) ?? { current: [], ref: [] };
        samples.set(scenario.name, entry);
        const order = r % 2 === 0 ? ['current', 'ref'] : ['ref', 'current'];
        for (const which of order) {
          const result =
            which === 'current'
              ? await sample(a, scenario, options.seconds, options.connections)
              : await sample(b, other, options.seconds, options.connections);
          (which === 'current' ? entry.current : entry.ref).push(result);
        }
        const last = (list: Sample[]) => Math.round(list[list.length - 1]?.rps ?? 0);
        console.log(`bench: round ${r + 1} ${scenario.name}: ${last(entry.current)} vs ${last(entry.ref)} req/s`);
      }
    }
    const body = againstReport(options, a.label, b.label, samples, startLoad, refDraws);
    console.log(`\n${body}`);
    if (options.write) writeSection(`HTTP A/B against ${options.ref}`, body);
  } finally {
    await Promise.all(sides.map((side) => side.server.stop()));
  }
}

function againstReport(
  options: AgainstOptions,
  currentLabel: string,
  refLabel: string,
  samples: Map<string, { current: Sample[]; ref: Sample[] }>,
  startLoad: number,
  refDraws: boolean,
): string {
  const rows = [...samples].map(([name, { current, ref }]) => {
    const ratios = current.map((c, i) => c.rps / (ref[i]?.rps ?? Number.NaN));
    const cpuRatios = current.map((c, i) => c.cpuMsPerRequest / (ref[i]?.cpuMsPerRequest ?? Number.NaN));
    const rps = (list: Sample[]) => Math.round(median(list.map((s) => s.rps))).toLocaleString('en');
    const p99 = (list: Sample[]) => round(median(list.map((s) => s.p99Ms)), 2);
    const cpu = (list: Sample[]) => round(median(list.map((s) => s.cpuMsPerRequest)), 3);
    return (
      `| ${name} | ${rps(current)} | ${rps(ref)} | **${round(median(ratios), 2)}** | ` +
      `${round(Math.min(...ratios), 2)}–${round(Math.max(...ratios), 2)} | ${p99(current)} / ${p99(ref)} ms | ` +
      `${cpu(current)} / ${cpu(ref)} | ${round(median(cpuRatios), 2)} |`
    );
  });
  const m = machine();
  const sizes = describeSizes(options.sizes);
  const engine = options.databaseUrl ? 'PostgreSQL' : 'SQLite';
  return [
    `Run of ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench -- --against ${options.ref}\`: ` +
      `current \`${currentLabel}\` against \`${refLabel}\`.`,
    '',
    `- **Machine:** ${m.cpus} CPUs, Node ${process.version}; load average ${round(startLoad)} at the start, ${round(loadAverage())} at the end.`,
    `- **Method:** both servers up at once, each on its own copy of ${sizes} (${engine}) seeded by its own build; ` +
      `${options.poolSize} logged-in readers (the same people on both), ${options.connections} connections, ` +
      `${options.rounds} rounds of ${options.seconds} s per route and side, the order of the sides alternating. ` +
      "Ratio: current / ref req/s, the median of the rounds with their spread; CPU: the server process's ms per request." +
      (refDraws
        ? ''
        : ` The ref has no drawn first screen (its home page is the static shell), so "${DRAWN_HOME}" is not compared.`),
    '',
    `| route | current req/s | ref req/s | ratio | spread | p99 current / ref | CPU ms/request current / ref | CPU ratio |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
  ].join('\n');
}
