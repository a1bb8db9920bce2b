import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { PingPongResult } from '../lib/ping-pong.js';
import { sleep } from '../lib/ping-pong.js';
import { freePort, spawnTs, stopProcess, waitForPort } from '../lib/processes.js';
import { writeResults } from '../lib/results-file.js';
import { cpuSeconds, watchRss } from '../lib/rss.js';
import { round } from '../lib/stats.js';
import { seedUsers, startAppServer } from './app-server.js';
import { chatOverSocketIo, connectSocketIo } from './socketio-load.js';
import { chatOverWs, connectWs } from './ws-load.js';

const { values: flags } = parseArgs({
  options: {
    sockets: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '3' },
    'no-write': { type: 'boolean', default: false },
  },
});
const socketCount = Number(flags.sockets);
if (!Number.isInteger(socketCount) || socketCount < 2 || socketCount % 2 !== 0) {
  throw new Error('--sockets must be an even number of at least 2');
}
const timing = { warmupMs: Number(flags.warmup) * 1000, measureMs: Number(flags.seconds) * 1000 };

interface Row extends PingPongResult {
  name: string;
  connectSeconds: number;
  rssIdleMb: number;
  rssPeakMb: number;
  serverCpuPercent: number;
}

/** Runs the chat load against a server process, watching its memory and CPU. */
async function measure(
  name: string,
  pid: number,
  connect: () => Promise<unknown>,
  chat: () => Promise<PingPongResult>,
): Promise<Row> {
  const connectStarted = performance.now();
  await connect();
  const connectSeconds = (performance.now() - connectStarted) / 1000;
  await sleep(2000);
  const rss = watchRss(pid);
  const cpuBefore = cpuSeconds(pid);
  const wallBefore = performance.now();
  const result = await chat();
  const cpu = cpuSeconds(pid) - cpuBefore;
  const wall = (performance.now() - wallBefore) / 1000;
  const memory = rss.stop();
  const row = {
    name,
    ...result,
    connectSeconds,
    rssIdleMb: memory.lastMb,
    rssPeakMb: memory.peakMb,
    serverCpuPercent: (cpu / wall) * 100,
  };
  console.log(JSON.stringify(row));
  return row;
}

let sqliteCounters = '';

/** How many writes shared each fsync, from the server's Prometheus counters (whole run, set-up included). */
async function groupCommitCounters(url: string): Promise<string> {
  const text = await fetch(`${url}/api/metrics`)
    .then((response) => response.text())
    .catch(() => '');
  const value = (name: string) => Number(new RegExp(`^${name} (\\d+)`, 'm').exec(text)?.[1] ?? Number.NaN);
  const writes = value('sqlite_writes_total');
  const commits = value('sqlite_commits_total');
  if (!Number.isFinite(writes) || !Number.isFinite(commits)) return '';
  return `SQLite group commit over the whole run: ${writes} writes in ${commits} commits (fsyncs).`;
}

async function socketIoRow(): Promise<Row> {
  const server = await startAppServer();
  try {
    const users = seedUsers(server.dataDir, socketCount);
    let sockets: Awaited<ReturnType<typeof connectSocketIo>> = [];
    const row = await measure(
      'threads: POST /api/messages → socket.io newMessage (SQLite)',
      server.pid,
      async () => {
        sockets = await connectSocketIo(server.url, users);
      },
      () => chatOverSocketIo(server.url, users, sockets, timing),
    );
    for (const socket of sockets) socket.disconnect();
    sqliteCounters = await groupCommitCounters(server.url);
    return row;
  } finally {
    await server.stop();
  }
}

async function wsRow(): Promise<Row> {
  const port = await freePort();
  const child = spawnTs(path.join(import.meta.dirname, 'ws-baseline-server.ts'), { PORT: String(port) }, process.cwd());
  try {
    await waitForPort(port);
    let sockets: Awaited<ReturnType<typeof connectWs>> = [];
    const row = await measure(
      'baseline: bare ws relay, one frame per message',
      child.pid ?? 0,
      async () => {
        sockets = await connectWs(`ws://127.0.0.1:${port}`, socketCount);
      },
      () => chatOverWs(sockets, timing),
    );
    for (const socket of sockets) socket.terminate();
    return row;
  } finally {
    await stopProcess(child);
  }
}

function table(rows: Row[]): string {
  const header =
    '| run | deliveries/s | p50 ms | p99 ms | server RSS idle → peak MB | server CPU | connect s | errors |\n|---|---:|---:|---:|---:|---:|---:|---:|';
  const lines = rows.map(
    (r) =>
      `| ${r.name} | ${Math.round(r.deliveriesPerSecond)} | ${round(r.p50Ms)} | ${round(r.p99Ms)} | ${Math.round(r.rssIdleMb)} → ${Math.round(r.rssPeakMb)} | ${Math.round(r.serverCpuPercent)}% | ${round(r.connectSeconds)} | ${r.errors} |`,
  );
  return [header, ...lines].join('\n');
}

const rows = [await socketIoRow(), await wsRow()];
const [real, baseline] = rows as [Row, Row];

const introduction = `\`npm run bench:chat\` (\`-- --sockets 10000\` for ten thousand). N sockets, one user each, in N/2 pairs;
each pair always has one message in flight (closed loop: a delivery makes the recipient answer), measured
for a fixed time after a warm-up. Latency is end to end on the load generator's clock, from just before
the sender's request (or frame) to the recipient's receipt.

- **threads**: the real server (\`server/src/main.ts\`, SQLite, \`RATE_LIMITS=off\`). Every message is a
  \`POST /api/messages\` with the session cookie (session lookup, recipient check, one committed
  transaction) and is pushed as socket.io \`newMessage\` to the recipient's socket.
- **baseline**: a bare \`ws\` server relaying the same JSON frames to the recipient's socket: no HTTP, no
  session, no database, no socket.io framing.

Load generator, server and baseline run on the same machine, so a busy machine lowers every figure;
the load average is recorded with each run.`;

const body = `${table(rows)}

The real path delivered ${round(real.deliveriesPerSecond / baseline.deliveriesPerSecond, 3)}× the baseline's rate. ${sqliteCounters}
${timing.measureMs / 1000} s measured after ${timing.warmupMs / 1000} s of warm-up; ${os.cpus().length} cores, load average ${round(os.loadavg()[0] ?? 0)} at the end, Node ${process.version}, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.`;
const subsection = `${socketCount.toLocaleString('en')} sockets`;
console.log(`\n### ${subsection}\n\n${body}`);
if (!flags['no-write']) writeResults('Chat', introduction, subsection, body);
process.exit(0);
