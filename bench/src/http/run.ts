import fs from 'node:fs';
import path from 'node:path';
import { cacheDir, ensureDataset } from '../dataset/cache.js';
import { scratchCopy } from '../dataset/scratch-copy.js';
import { type DatasetSizes, smallSibling } from '../dataset/sizes.js';
import { rssMb } from '../lib/rss.js';
import { runAgainst } from './against.js';
import { measureBigAuthor } from './big-author.js';
import { ensureServerBuilt, ensureWebBuilt } from './build.js';
import { runChatBenchmark } from './chat.js';
import { hottestFunctions, newestProfile } from './cpu-profile.js';
import { enginesFromFlags, flags, settings, sizesFromFlags } from './flags.js';
import { type LoadRequest, type LoadResult, load } from './load.js';
import { loadAverage, machine } from './machine.js';
import { describePeak, watchMemory } from './memory-peak.js';
import { pacedLoad } from './paced-load.js';
import { type BenchReport, clientNote, NO_RESULT, newReport, pausesNote, printReport, writeReport } from './report.js';
import { startSameBytes } from './same-bytes.js';
import { appScenarios, helloRequest, type Scenario } from './scenarios.js';
import { cachesMb, type PauseCounters, pauseCounters, pausesBetween, scrapeMetrics } from './server-metrics.js';
import { type RunningServer, startAppServer, startBaseline } from './servers.js';
import { loginPool, samplePostIds } from './session-pool.js';

const profileDir = path.join(cacheDir, '..', 'profiles');

/** A warm-up run (discarded), then the measured run, both against the same request builder. */
async function measure(
  url: string,
  next: () => LoadRequest,
  extra: { onResponse?: (status: number, body: string) => void } = {},
  warmup = settings.warmup,
): Promise<LoadResult> {
  if (warmup > 0) await load({ url, next, seconds: warmup, connections: settings.connections, ...extra });
  const result = await load({ url, next, seconds: settings.seconds, connections: settings.connections, ...extra });
  if (result.errors > 0 || result.non2xx > 0) {
    console.warn(`bench: ${result.errors} errors and ${result.non2xx} non-2xx answers in ${url}`);
  }
  return result;
}

interface Baselines {
  fastify: RunningServer;
  nodeHttp: RunningServer;
  runs: { fastify: LoadResult[]; nodeHttp: LoadResult[] };
}

/**
 * Measures one line between a bare Fastify run just before it and a node:http run just after, so its
 * ratios compare figures taken within a minute of each other on a machine others are using too.
 */
async function besideBaselines(
  baselines: Baselines,
  work: () => Promise<LoadResult>,
): Promise<{ result: LoadResult; fastifyRps: number; nodeHttpRps: number }> {
  const fastify = await measure(baselines.fastify.url, helloRequest, {}, 1);
  const result = await work();
  const nodeHttp = await measure(baselines.nodeHttp.url, helloRequest, {}, 1);
  baselines.runs.fastify.push(fastify);
  baselines.runs.nodeHttp.push(nodeHttp);
  return { result, fastifyRps: fastify.rps, nodeHttpRps: nodeHttp.rps };
}

const median = (runs: LoadResult[]): LoadResult =>
  [...runs].sort((x, y) => x.rps - y.rps)[Math.floor(runs.length / 2)] ?? runs[0] ?? NO_RESULT;

/** Removes what the write scenarios created, so the cached dataset stays the same from run to run. */
async function deleteCreatedPosts(url: string, created: { id: string; cookie: string }[]): Promise<void> {
  const queue = [...created];
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let post = queue.pop(); post; post = queue.pop()) {
        await fetch(`${url}/api/posts/${post.id}`, { method: 'DELETE', headers: { cookie: post.cookie } });
      }
    }),
  );
}

/** The small dataset's server and a pool of its users, for the cost-growth line measured right after the feed. */
interface SmallFeed {
  server: RunningServer;
  next: () => LoadRequest;
}

async function startSmallFeed(sizes: DatasetSizes, databaseUrl: string | undefined): Promise<SmallFeed> {
  const dataset = await ensureDataset(sizes, databaseUrl);
  const server = await startAppServer(dataset.env);
  const pool = await loginPool(server.url, sizes.users, Math.min(Number(flags['pool-size']), sizes.users));
  const [feed] = appScenarios({ pool, postIds: [], users: sizes.users });
  if (!feed) throw new Error('no feed scenario');
  return { server, next: feed.next };
}

/** `--routes`: only the routes whose name contains one of these (and no 5,000-follower post). */
const chosenRoutes = (scenarios: Scenario[]): Scenario[] =>
  scenarios.filter((s) => !flags.routes || flags.routes.split(',').some((name) => s.name.includes(name)));

const logLine = (name: string, r: LoadResult) =>
  console.log(`bench: ${name}: ${Math.round(r.rps)} req/s, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms`);

async function measureApp(
  server: RunningServer,
  sizes: DatasetSizes,
  baselines: Baselines,
  small: SmallFeed,
  report: BenchReport,
): Promise<void> {
  const pool = await loginPool(server.url, sizes.users, Number(flags['pool-size']));
  const postIds = await samplePostIds(server.url, sizes.users, 500);
  const cookieOf = new Map(pool.map((u) => [u.id, u.cookie]));
  const scenarios = chosenRoutes(appScenarios({ pool, postIds, users: sizes.users }));
  const sameBytes = await startSameBytes(server.url, scenarios);
  const created: { id: string; cookie: string }[] = [];
  const memory = watchMemory(server.pid, server.url);
  report.rss.loadedMb = rssMb(server.pid);
  const gauges = ['sqlite_writes_total', 'sqlite_commits_total'];
  try {
    for (const scenario of scenarios) {
      memory.during(scenario.name);
      const before = scenario.writes ? await scrapeMetrics(server.url, gauges) : {};
      const onResponse =
        scenario.name === 'create post'
          ? (status: number, body: string) => {
              if (status !== 201) return;
              const post = JSON.parse(body) as { _id: string; postedBy: { _id: string } };
              created.push({ id: post._id, cookie: cookieOf.get(post.postedBy._id) ?? '' });
            }
          : undefined;
      const isFeed = scenario.name === 'home feed';
      const { result, fastifyRps, nodeHttpRps } = await besideBaselines(baselines, async () => {
        const peak = await measure(server.url, scenario.next, { onResponse });
        if (isFeed) {
          report.feedSmall = await measure(small.server.url, small.next);
          const rate = Math.max(1, Math.round(peak.rps / 2));
          let countersBefore: Promise<PauseCounters> | undefined;
          const halfLoad = await pacedLoad({
            url: server.url,
            next: scenario.next,
            rate,
            seconds: settings.seconds,
            warmupSeconds: settings.warmup,
            atMeasureStart: () => {
              countersBefore = pauseCounters(server.url);
            },
          });
          if (!countersBefore) throw new Error('the paced load never began measuring');
          const pauses = pausesBetween(await countersBefore, await pauseCounters(server.url));
          report.feedHalfLoad = { ...halfLoad, offeredRate: rate, pauses };
        }
        return peak;
      });
      const copy = sameBytes.requestFor(scenario.name);
      const sameBytesRps = copy ? (await measure(sameBytes.server.url, copy, {}, 1)).rps : undefined;
      report.routes.push({ name: scenario.name, ...result, fastifyRps, nodeHttpRps, sameBytesRps });
      logLine(scenario.name, result);
      if (isFeed && report.feedSmall && report.feedHalfLoad) {
        logLine(`home feed, ${sizes.posts / 100}-post dataset`, report.feedSmall);
        logLine(`home feed at ${report.feedHalfLoad.offeredRate} req/s (half of peak)`, report.feedHalfLoad);
        console.log(
          `bench:   during it${pausesNote(report.feedHalfLoad.pauses)}; ${clientNote(report.feedHalfLoad.client)}`,
        );
      }
      if (scenario.name === 'create post' && report.dataset.engine === 'sqlite') {
        const after = await scrapeMetrics(server.url, gauges);
        report.groupCommit = {
          posts: created.length,
          writes: (after.sqlite_writes_total ?? 0) - (before.sqlite_writes_total ?? 0),
          commits: (after.sqlite_commits_total ?? 0) - (before.sqlite_commits_total ?? 0),
        };
      }
    }
    const author = pool[0];
    if (author && !flags.routes) {
      memory.during('the 5,000-follower post');
      report.bigAuthor = await measureBigAuthor(server.url, report.dataset.env, author);
      const { ackP99Ms, deliveryMaxMs } = report.bigAuthor;
      console.log(
        `bench: 5,000-follower post: ack p99 ${ackP99Ms.toFixed(1)} ms, last follower ${deliveryMaxMs.toFixed(0)} ms`,
      );
    }
  } finally {
    await sameBytes.server.stop();
    const { peakMb, atPeak } = await memory.stop();
    report.rss.peakMb = peakMb;
    report.rss.atPeak = atPeak;
    report.rss.cachesMb = await cachesMb(server.url);
    if (atPeak) console.log(`bench: server memory ${describePeak(atPeak)}`);
    await deleteCreatedPosts(server.url, created);
  }
}

/**
 * `--profile`: the home feed alone under node --cpu-prof (or the first route whose name contains `--routes`,
 * such as `drawn`), and the functions that took the CPU.
 */
async function profileFeed(env: Record<string, string>, sizes: DatasetSizes): Promise<void> {
  fs.mkdirSync(profileDir, { recursive: true });
  const server = await startAppServer(env, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`]);
  try {
    const pool = await loginPool(server.url, sizes.users, Number(flags['pool-size']));
    const scenarios = appScenarios({ pool, postIds: [], users: sizes.users });
    const route = flags.routes ? scenarios.find((s) => s.name.includes(flags.routes ?? '')) : scenarios[0];
    if (route)
      await load({ url: server.url, next: route.next, seconds: settings.seconds, connections: settings.connections });
  } finally {
    await server.stop();
  }
  const file = newestProfile(profileDir);
  if (!file) return;
  console.log(`bench: CPU profile of ${flags.routes ?? 'the home feed'}: ${file}`);
  for (const hot of hottestFunctions(file)) {
    console.log(`  ${hot.selfPercent.toFixed(1).padStart(5)} %  ${hot.name}  ${hot.where}`);
  }
}

/** One engine's whole run: its dataset, the app beside the baselines, the report. */
async function runEngine(sizes: DatasetSizes, databaseUrl: string | undefined): Promise<BenchReport> {
  const seeded = await ensureDataset(sizes, databaseUrl);
  const smallSizes = smallSibling(sizes);
  await ensureDataset(smallSizes, databaseUrl);
  // Right before the try that removes it, so no failure on the way leaves gigabytes of copy behind.
  const scratch = await scratchCopy(seeded);
  const dataset = { ...seeded, env: scratch.env };
  const report = newReport({
    startedAt: new Date(),
    machine: machine(),
    loadAverage: { start: loadAverage(), end: 0 },
    dataset,
    smallSizes,
    settings,
  });
  const servers: RunningServer[] = [];
  try {
    const baselines: Baselines = {
      fastify: await startBaseline('fastify-hello'),
      nodeHttp: await startBaseline('node-http-hello'),
      runs: { fastify: [], nodeHttp: [] },
    };
    servers.push(baselines.fastify, baselines.nodeHttp);
    const small = await startSmallFeed(smallSizes, databaseUrl);
    servers.push(small.server);
    const app = await startAppServer(dataset.env);
    servers.push(app);
    await measureApp(app, sizes, baselines, small, report);
    report.baselines = { fastify: median(baselines.runs.fastify), nodeHttp: median(baselines.runs.nodeHttp) };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await scratch.remove();
  }
  report.loadAverage.end = loadAverage();
  return report;
}

async function main(): Promise<void> {
  const sizes = sizesFromFlags();
  const engines = enginesFromFlags();
  ensureServerBuilt();
  ensureWebBuilt();
  if (flags.against) {
    await runAgainst({
      ref: flags.against,
      sizes,
      databaseUrl: engines[0]?.databaseUrl,
      rounds: Number(flags.rounds),
      seconds: settings.seconds,
      warmup: settings.warmup,
      connections: settings.connections,
      poolSize: Math.min(Number(flags['pool-size']), sizes.users),
      routes: flags.routes?.split(','),
      write: !flags['no-write'],
    });
    return;
  }
  if (flags.profile) {
    const dataset = await ensureDataset(sizes, engines[0]?.databaseUrl);
    await profileFeed(dataset.env, sizes);
    return;
  }
  let sqliteFeedRps: number | undefined;
  for (const { engine, databaseUrl } of engines) {
    const report = await runEngine(sizes, databaseUrl);
    if (engine === 'sqlite') sqliteFeedRps = report.routes.find((r) => r.name === 'home feed')?.rps;
    else report.sqliteFeedRps = sqliteFeedRps;
    const last = engine === engines[engines.length - 1]?.engine;
    if (last && !flags['skip-chat']) report.chat = await runChatBenchmark(!flags['no-write']);
    printReport(report);
    if (!flags['no-write']) writeReport(report, engines.length > 1 && engine === 'postgres');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
