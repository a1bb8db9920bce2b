import fs from 'node:fs';
import path from 'node:path';
import type { Dataset } from '../dataset/cache.js';
import { type DatasetSizes, describeSizes } from '../dataset/sizes.js';
import { resultsFile, writeSection } from '../lib/results-file.js';
import { type BigAuthorResult, bigAuthorTargets } from './big-author-report.js';
import { type ChartRow, resultsChart } from './chart.js';
import type { LoadResult } from './load.js';
import type { Machine } from './machine.js';
import { describePeak, type MemoryAtPeak } from './memory-peak.js';
import { type ClientLateness, PACED_CONNECTIONS, type PacedLoadResult } from './paced-load.js';
import { DRAWN_HOME } from './scenarios.js';
import type { PauseSummary } from './server-metrics.js';

export interface RouteResult extends LoadResult {
  name: string;
  /** The baselines measured just before and just after this line. */
  fastifyRps: number;
  nodeHttpRps: number;
  /** Bare Fastify sending this route's own captured answer from memory (read routes only). */
  sameBytesRps?: number;
}

export interface BenchReport {
  startedAt: Date;
  machine: Machine;
  loadAverage: { start: number; end: number };
  dataset: Dataset;
  smallSizes: DatasetSizes;
  settings: { seconds: number; warmup: number; connections: number };
  /** The median of the baseline runs (one pair beside every route). */
  baselines: { fastify: LoadResult; nodeHttp: LoadResult };
  routes: RouteResult[];
  /** With what held the server's event loop during that run: its delay, GC pauses, SQLite commits. */
  feedHalfLoad: (PacedLoadResult & { offeredRate: number; pauses?: PauseSummary }) | undefined;
  feedSmall: LoadResult | undefined;
  /** SQLite only: posts created and the writes and commits (fsyncs) they took. */
  groupCommit: { posts: number; writes: number; commits: number } | undefined;
  /** `cachesMb`: what the in-process caches held at the end of the run, by their own count; `atPeak`: where the memory was. */
  rss: { loadedMb: number; peakMb: number; cachesMb?: number; atPeak?: MemoryAtPeak };
  chat: string | null | undefined;
  /** In a run of both engines, SQLite's home feed req/s, for PostgreSQL's report to compare with. */
  sqliteFeedRps?: number;
  bigAuthor?: BigAuthorResult;
}

export const NO_RESULT: LoadResult = { requests: 0, rps: 0, p50Ms: 0, p99Ms: 0, errors: 0, non2xx: 0 };

/** A run's report before anything is measured: the run fills in the rest. */
export function newReport(
  start: Pick<BenchReport, 'startedAt' | 'machine' | 'loadAverage' | 'dataset' | 'smallSizes' | 'settings'>,
): BenchReport {
  return {
    ...start,
    baselines: { fastify: NO_RESULT, nodeHttp: NO_RESULT },
    routes: [],
    feedHalfLoad: undefined,
    feedSmall: undefined,
    groupCommit: undefined,
    rss: { loadedMb: 0, peakMb: 0 },
    chat: undefined,
  };
}

export const HTTP_SECTION = 'HTTP';
/** In a run of both engines PostgreSQL's report goes in its own section, beside SQLite's. */
export const POSTGRES_SECTION = 'HTTP on PostgreSQL';
const chartName = (postgresBeside: boolean) => (postgresBeside ? 'results-http-postgres.svg' : 'results-http.svg');

const int = (n: number) => Math.round(n).toLocaleString('en');
const ms = (n: number | undefined) => (n === undefined ? 'n/a' : `${n.toFixed(n < 10 ? 2 : 1)} ms`);
const percent = (n: number) => `${(n * 100).toFixed(1)} %`;

interface Target {
  name: string;
  goal: string;
  measured: string;
  met: boolean;
}

function feedOf(report: BenchReport): RouteResult | undefined {
  return report.routes.find((r) => r.name === 'home feed');
}

function targets(report: BenchReport): Target[] {
  const feed = feedOf(report);
  const list: Target[] = [];
  if (feed) {
    const share = feed.rps / feed.fastifyRps;
    list.push({
      name: 'home feed throughput vs bare Fastify',
      goal: '≥ 35 %',
      measured: percent(share),
      met: share >= 0.35,
    });
  }
  if (report.feedHalfLoad) {
    const p99 = report.feedHalfLoad.p99Ms;
    list.push({
      name: `home feed p99 at half of peak (${int(report.feedHalfLoad.offeredRate)} req/s)`,
      goal: '≤ 10 ms',
      measured: `${ms(p99)} (${clientNote(report.feedHalfLoad.client)})`,
      met: p99 <= 10,
    });
  }
  if (feed && report.feedSmall) {
    const growth = feed.p99Ms / Math.max(report.feedSmall.p99Ms, 0.001);
    list.push({
      name: `home feed p99, ${int(report.dataset.sizes.posts)} posts vs ${int(report.smallSizes.posts)}`,
      goal: '≤ 1.5 ×',
      measured: `${growth.toFixed(2)} × (${ms(feed.p99Ms)} vs ${ms(report.feedSmall.p99Ms)})`,
      met: growth <= 1.5,
    });
  }
  const drawn = report.routes.find((r) => r.name === DRAWN_HOME);
  if (feed && drawn) {
    const cost = feed.rps / Math.max(drawn.rps, 0.001);
    list.push({
      name: 'home page drawn on the server vs the JSON feed page (cost per request)',
      goal: '≤ 2 ×',
      measured: `${cost.toFixed(2)} × (${int(drawn.rps)} vs ${int(feed.rps)} req/s)`,
      met: cost <= 2,
    });
  }
  if (report.groupCommit) {
    const perFsync = report.groupCommit.posts / Math.max(report.groupCommit.commits, 1);
    list.push({
      name: 'post creation (synchronous=FULL): requests per fsync',
      goal: 'well above 1',
      measured: `${perFsync.toFixed(1)} (${int(report.groupCommit.posts)} posts, ${int(report.groupCommit.commits)} commits)`,
      met: perFsync >= 2,
    });
  }
  for (const route of report.routes) {
    // A drawn page's measure is its cost beside the feed's (above), not beside sending bytes.
    if (!route.sameBytesRps || route.name === DRAWN_HOME) continue;
    const share = route.rps / route.sameBytesRps;
    const goal = route.name === 'home feed' ? 0.25 : 0.3;
    list.push({
      name: `${route.name} vs bare Fastify sending its own bytes`,
      goal: `≥ ${goal * 100} %`,
      measured: percent(share),
      met: share >= goal,
    });
  }
  if (report.sqliteFeedRps && feed) {
    const share = feed.rps / report.sqliteFeedRps;
    list.push({
      name: "PostgreSQL home feed vs SQLite's (same dataset, same run)",
      goal: '≥ 60 %',
      measured: `${percent(share)} (${int(feed.rps)} vs ${int(report.sqliteFeedRps)} req/s)`,
      met: share >= 0.6,
    });
  }
  for (const line of report.bigAuthor ? bigAuthorTargets(report.bigAuthor) : []) list.push(line);
  list.push({
    name: 'server RSS with the full dataset (peak during the run)',
    goal: '≤ 350 MB',
    measured: `${report.rss.peakMb.toFixed(0)} MB (${report.rss.loadedMb.toFixed(0)} MB after start${cachesNote(report.rss.cachesMb)}${report.rss.atPeak ? `; ${describePeak(report.rss.atPeak)}` : ''})`,
    met: report.rss.peakMb <= 350,
  });
  return list;
}

const cachesNote = (mb: number | undefined) =>
  mb === undefined ? '' : `; caches holding ${mb.toFixed(0)} MB of their bounds at the end`;

function routeTable(report: BenchReport): string {
  const { fastify, nodeHttp } = report.baselines;
  const feed = feedOf(report);
  const rows = [
    '| route | req/s | p50 | p99 | vs bare Fastify | vs node:http | vs same bytes | errors / non-2xx |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  const row = (
    name: string,
    r: LoadResult,
    beside: { fastifyRps: number; nodeHttpRps: number; sameBytesRps?: number } | undefined,
  ) =>
    `| ${name} | ${int(r.rps)} | ${ms(r.p50Ms)} | ${ms(r.p99Ms)} | ${beside ? percent(r.rps / beside.fastifyRps) : '—'} | ${beside ? percent(r.rps / beside.nodeHttpRps) : '—'} | ${beside?.sameBytesRps ? percent(r.rps / beside.sameBytesRps) : '—'} | ${r.errors} / ${r.non2xx} |`;
  for (const route of report.routes) rows.push(row(route.name, route, route));
  if (report.feedHalfLoad) {
    rows.push(
      row(
        `home feed at half of peak (${int(report.feedHalfLoad.offeredRate)} req/s offered${pausesNote(report.feedHalfLoad.pauses)}; ${clientNote(report.feedHalfLoad.client)})`,
        report.feedHalfLoad,
        feed && { fastifyRps: feed.fastifyRps, nodeHttpRps: feed.nodeHttpRps },
      ),
    );
  }
  if (report.feedSmall) {
    const beside = feed && { fastifyRps: feed.fastifyRps, nodeHttpRps: feed.nodeHttpRps };
    rows.push(row(`home feed, ${int(report.smallSizes.posts)}-post dataset`, report.feedSmall, beside));
  }
  rows.push(row('bare Fastify hello (baseline, median run)', fastify, undefined));
  rows.push(row('raw node:http hello (baseline, median run)', nodeHttp, undefined));
  return rows.join('\n');
}

/**
 * What the tail waited on during a run: the event-loop delay (as bucket bounds), the GC pauses by kind, and
 * SQLite's writes and commits (a read-only run should have none: each COMMIT's fsync holds the loop).
 */
export function pausesNote(pauses: PauseSummary | undefined): string {
  if (!pauses) return '';
  const { delay, gc, writes, commits } = pauses;
  const notes = [
    delay && `event-loop delay p99 ≤ ${delay.p99Ms} ms, max ≤ ${delay.maxMs} ms`,
    gc.length > 0 && `GC ${gc.map((p) => `${p.count} ${p.kind} (${p.ms} ms)`).join(', ')}`,
    Number.isFinite(writes) && `${writes} SQLite writes, ${commits} commits`,
  ];
  return notes.map((note) => (note ? `; ${note}` : '')).join('');
}

/** How late the open loop's own client was: counted in its p99 as the server's, so shown beside it. */
export function clientNote(client: ClientLateness): string {
  return (
    `load generator sent p99 ${ms(client.lateP99Ms)} late, max ${ms(client.lateMaxMs)}; p99 from the send ` +
    `${ms(client.fromSendP99Ms)} (waiting for a connection p99 ${ms(client.queuedP99Ms)}); its GC ${client.gcPauses} pauses (${client.gcMs} ms, max ${client.gcMaxMs} ms)`
  );
}

function targetTable(report: BenchReport): string {
  const rows = ['| target | goal | measured | met |', '|---|---|---|---|'];
  for (const t of targets(report)) rows.push(`| ${t.name} | ${t.goal} | ${t.measured} | ${t.met ? 'yes' : '**no**'} |`);
  return rows.join('\n');
}

export function markdown(report: BenchReport, chart = chartName(false)): string {
  const { machine: m, dataset, settings } = report;
  const origin =
    dataset.seededSeconds === null
      ? 'reused from the cache'
      : `generated by \`npm run seed\` in ${dataset.seededSeconds.toFixed(0)} s`;
  return `Run of ${report.startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench\`.

- **Machine:** ${m.cpus} CPUs (${m.cpuModel}), ${m.memoryGb.toFixed(1)} GB memory, Node ${m.node}, ${m.platform}.
  Load average ${report.loadAverage.start.toFixed(1)} at the start and ${report.loadAverage.end.toFixed(1)} at the end:
  the machine is shared, so absolute figures move between runs; the ratios, each taken within a minute, are what count.
- **Dataset:** ${describeSizes(dataset.sizes)} on ${dataset.engine === 'sqlite' ? 'SQLite (WAL, synchronous=FULL, group commit)' : 'PostgreSQL'}, ${origin};
  the cost-growth comparison uses ${describeSizes(report.smallSizes)} (same posts and follows per user).
- **Method:** the real server (\`server/dist/main.js\`, \`RATE_LIMITS=off\`, \`LOG_LEVEL=warn\`), the two baselines and
  autocannon each in their own process; ${settings.connections} connections, no pipelining, ${settings.warmup} s warm-up then
  ${settings.seconds} s measured per line; percentiles from every 2xx answer's own time, to the hundredth of a ms. Every route is measured between a bare Fastify run just before it and a
  node:http run just after it, and its ratios use those two (the baseline rows show the median of all of them). Authenticated routes rotate the cookies of a pool of logged-in random users;
  pages and profiles are of random users and posts. Posts the run created are deleted afterwards.
  A SQLite dataset's files are read once, front to back, into the OS page cache before the servers start, so no line pays
  the disk for a file the OS had evicted or not yet cached.
  The half-of-peak line is an open loop (\`src/http/paced-load.ts\`): requests at evenly spaced moments, latency counted
  from each request's moment (autocannon's \`overallRate\` would send each second's share as one burst), by a client in
  a worker thread of its own that reports how late it sent (a late client counts as the server's latency there), on
  ${PACED_CONNECTIONS} keep-alive connections opened and warmed by its own ${settings.warmup} s warm-up (with 10, a pause of a few ms turned it into a closed loop).

${routeTable(report)}

### Targets

${targetTable(report)}

![requests per second and p99 latency per route, baselines in grey](${chart})
`;
}

function chartRows(report: BenchReport): ChartRow[] {
  return [
    ...report.routes.map((r) => ({ name: r.name, rps: r.rps, p99Ms: r.p99Ms, baseline: false })),
    { name: 'bare Fastify', ...report.baselines.fastify, baseline: true },
    { name: 'node:http', ...report.baselines.nodeHttp, baseline: true },
  ];
}

export function writeReport(report: BenchReport, postgresBeside = false): void {
  const chartFile = path.join(path.dirname(resultsFile), chartName(postgresBeside));
  const subtitle = `${describeSizes(report.dataset.sizes)} · ${report.dataset.engine} · ${report.settings.connections} connections · ${report.startedAt.toISOString().slice(0, 10)}`;
  fs.writeFileSync(chartFile, resultsChart(chartRows(report), subtitle));
  writeSection(postgresBeside ? POSTGRES_SECTION : HTTP_SECTION, markdown(report, chartName(postgresBeside)));
  console.log(
    `bench: wrote ${path.relative(process.cwd(), resultsFile)} and ${path.relative(process.cwd(), chartFile)}`,
  );
}

export function printReport(report: BenchReport): void {
  console.log(`\n${routeTable(report)}\n\n${targetTable(report)}\n`);
  if (report.chat) console.log(`Chat (from the chat benchmark, same run):\n\n${report.chat}\n`);
}
