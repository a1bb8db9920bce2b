import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { hottestFunctions } from '../http/cpu-profile.js';
import { sleep } from '../lib/ping-pong.js';
import { freePort, spawnTs, stopProcess, waitForPort } from '../lib/processes.js';
import { writeResults } from '../lib/results-file.js';
import { watchRss } from '../lib/rss.js';
import { round } from '../lib/stats.js';
import { runChatAgainst } from './against.js';
import { type BenchUser, seedUsers, startAppServer } from './app-server.js';
import { seedContactGraph } from './contact-graph.js';
import { phase } from './phase.js';
import { type ChatRow, chatTable, introduction } from './report.js';
import { pairSlices, WorkerPool } from './worker-pool.js';
import type { ConnectReply, WorkerCommand } from './worker-protocol.js';

const { values: flags } = parseArgs({
  options: {
    sockets: { type: 'string', default: '1000,10000' },
    workers: { type: 'string', default: String(Math.max(2, os.cpus().length)) },
    seconds: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '3' },
    'no-write': { type: 'boolean', default: false },
    /** Runs the real server alone under node --cpu-prof and prints where its CPU went. */
    profile: { type: 'boolean', default: false },
    /** A/B: this checkout's real server against a git ref's, alternating closed-loop rounds (against.ts). */
    against: { type: 'string' },
    rounds: { type: 'string', default: '3' },
  },
});
const socketCounts = (flags.sockets ?? '').split(',').map(Number);
if (socketCounts.some((n) => !Number.isInteger(n) || n < 4 || n % 2 !== 0)) {
  throw new Error('--sockets must be even numbers of at least 4, comma-separated');
}
const workerCount = Number(flags.workers);
const timing = { warmupMs: Number(flags.warmup) * 1000, measureMs: Number(flags.seconds) * 1000 };

/** Connects through the pool, then measures the closed loop and an open loop at half its rate. */
async function measure(
  name: string,
  sockets: number,
  pid: number,
  connect: (slice: [number, number]) => WorkerCommand,
): Promise<ChatRow> {
  const pool = WorkerPool.start(workerCount);
  try {
    const slices = pairSlices(sockets, workerCount);
    const connected = await pool.ask<ConnectReply>((worker) => connect(slices[worker] ?? [0, 0]));
    await sleep(1000);
    const rssIdleMb = watchRss(pid).stop().lastMb;
    const peak = await phase(pool, pid, () => ({ type: 'closed-loop', ...timing }));
    const halfRate = peak.deliveriesPerSecond / 2;
    const half = await phase(pool, pid, (worker) => ({
      type: 'open-loop',
      messagesPerSecond: (halfRate * (slices[worker]?.[1] ?? 0)) / sockets,
      ...timing,
    }));
    const firstLists = connected.flatMap((reply) => reply.firstListBytes);
    const row: ChatRow = {
      name,
      sockets,
      peak,
      half: { ...half, offeredPerSecond: halfRate },
      rssIdleMb,
      connectSeconds: Math.max(...connected.map((reply) => reply.connectSeconds)),
      firstListBytes: firstLists.length ? firstLists.reduce((a, b) => a + b, 0) / firstLists.length : Number.NaN,
      connectPhaseBytesPerSocket: connected.reduce((sum, reply) => sum + reply.connectPhaseBytes, 0) / sockets,
    };
    console.log(JSON.stringify(row));
    return row;
  } finally {
    await pool.close();
  }
}

async function threadsRow(sockets: number, nodeOptions: string[] = []): Promise<ChatRow> {
  const server = await startAppServer(nodeOptions);
  try {
    const users = seedUsers(server.dataDir, sockets);
    seedContactGraph(server.dataDir, users);
    return await measure('threads: socket sendMessage → newMessage (SQLite)', sockets, server.pid, ([first, size]) => ({
      type: 'connect',
      kind: 'socketio',
      url: server.url,
      users: users.slice(first, first + size),
    }));
  } finally {
    await server.stop();
  }
}

/** A baseline server from this folder, measured with the load of `connect`. */
async function baselineRow(
  name: string,
  file: string,
  sockets: number,
  connect: (port: number, slice: [number, number]) => WorkerCommand,
): Promise<ChatRow> {
  const port = await freePort();
  const child = spawnTs(path.join(import.meta.dirname, file), { PORT: String(port) }, process.cwd());
  try {
    await waitForPort(port);
    return await measure(name, sockets, child.pid ?? 0, (slice) => connect(port, slice));
  } finally {
    await stopProcess(child);
  }
}

const bareWsRow = (sockets: number) =>
  baselineRow('baseline: bare ws relay', 'ws-baseline-server.ts', sockets, (port, [firstIndex, count]) => ({
    type: 'connect',
    kind: 'ws',
    url: `ws://127.0.0.1:${port}`,
    firstIndex,
    count,
  }));

/** People who exist only as ids: the socket.io floor has no sessions, but the same events and payloads. */
function idOnlyUsers(count: number): BenchUser[] {
  return Array.from({ length: count }, (_, i) => ({ id: `person${i}`, cookie: '' }));
}

const socketioRow = (sockets: number, users = idOnlyUsers(sockets)) =>
  baselineRow(
    'baseline: socket.io relay, no database',
    'socketio-baseline-server.ts',
    sockets,
    (port, [first, size]) => ({
      type: 'connect',
      kind: 'socketio',
      url: `http://127.0.0.1:${port}`,
      users: users.slice(first, first + size),
    }),
  );

/** `--profile`: the real server's closed loop under --cpu-prof; prints CPU per message and the hottest functions. */
async function profile(sockets: number): Promise<void> {
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'threads-chat-profile-'));
  const row = await threadsRow(sockets, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`]);
  // The largest profile is the main thread's (tsx's loader thread writes a small one beside it).
  const file = fs
    .readdirSync(profileDir)
    .map((name) => path.join(profileDir, name))
    .sort((a, b) => fs.statSync(b).size - fs.statSync(a).size)[0];
  console.log(
    `\nserver CPU per delivered message: ${round(row.peak.serverCpuMsPerMessage, 3)} ms (closed loop, ${sockets} sockets)`,
  );
  console.log(`profile: ${file}`);
  if (file) console.table(hottestFunctions(file, 25).map((f) => ({ ...f, selfPercent: round(f.selfPercent) })));
}

if (flags.against) {
  await runChatAgainst({
    ref: flags.against,
    sockets: socketCounts[0] ?? 1000,
    rounds: Number(flags.rounds),
    workers: workerCount,
    timing,
    write: !flags['no-write'],
  });
  process.exit(0);
}

if (flags.profile) {
  await profile(socketCounts[0] ?? 1000);
  process.exit(0);
}

for (const sockets of socketCounts) {
  const rows = [await threadsRow(sockets), await socketioRow(sockets), await bareWsRow(sockets)];
  const [real, socketio, bare] = rows as [ChatRow, ChatRow, ChatRow];
  const rate = (row: ChatRow) => row.peak.deliveriesPerSecond;
  const body = `${chatTable(rows)}

The real path delivered ${round(rate(real) / rate(bare), 3)}× the bare ws relay's rate and ${round(rate(real) / rate(socketio), 3)}× the socket.io relay's; the socket.io relay itself ${round(rate(socketio) / rate(bare), 3)}× the bare relay's.
${timing.measureMs / 1000} s measured per phase after ${timing.warmupMs / 1000} s of warm-up; load generator in ${workerCount} processes; ${os.cpus().length} cores, load average ${round(os.loadavg()[0] ?? 0)} at the end, Node ${process.version}, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.`;
  const subsection = `${sockets.toLocaleString('en')} sockets`;
  console.log(`\n### ${subsection}\n\n${body}`);
  if (!flags['no-write']) writeResults('Chat', introduction, subsection, body);
}
process.exit(0);
