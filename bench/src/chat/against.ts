import os from 'node:os';
import { repoRoot } from '../dataset/cache.js';
import { prepareRef } from '../lib/ref-build.js';
import { writeSection } from '../lib/results-file.js';
import { round } from '../lib/stats.js';
import { type AppServer, seedUsers, startAppServer } from './app-server.js';
import { seedContactGraph } from './contact-graph.js';
import { phase } from './phase.js';
import type { PhaseFigures } from './report.js';
import { pairSlices, WorkerPool } from './worker-pool.js';
import type { ConnectReply } from './worker-protocol.js';

export interface ChatAgainstOptions {
  ref: string;
  sockets: number;
  rounds: number;
  workers: number;
  timing: { warmupMs: number; measureMs: number };
  write: boolean;
}

interface Side {
  label: string;
  server: AppServer;
  pool: WorkerPool;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** A build's real server with its people seeded and every socket connected through its own load generator. */
async function startSide(label: string, root: string, options: ChatAgainstOptions): Promise<Side> {
  const server = await startAppServer([], root);
  const users = seedUsers(server.dataDir, options.sockets);
  seedContactGraph(server.dataDir, users);
  const pool = WorkerPool.start(options.workers);
  const slices = pairSlices(options.sockets, options.workers);
  await pool.ask<ConnectReply>((worker) => {
    const [first, size] = slices[worker] ?? [0, 0];
    return { type: 'connect', kind: 'socketio', url: server.url, users: users.slice(first, first + size) };
  });
  return { label, server, pool };
}

/**
 * `npm run bench:chat -- --against <ref>`: this checkout's real server and the ref's (built in its own
 * worktree), each with its own sockets connected, measured in alternating closed-loop rounds; prints the
 * ratio of deliveries per second and of server CPU per message (current / ref) with their spread.
 */
export async function runChatAgainst(options: ChatAgainstOptions): Promise<void> {
  const build = prepareRef(options.ref);
  const startLoad = os.loadavg()[0] ?? 0;
  const sides: Side[] = [];
  try {
    sides.push(await startSide('current', repoRoot, options));
    sides.push(await startSide(options.ref, build.root, options));
    const figures = new Map<string, PhaseFigures[]>(sides.map((side) => [side.label, []]));
    for (let r = 0; r < options.rounds; r++) {
      const order = r % 2 === 0 ? sides : [...sides].reverse();
      for (const side of order) {
        const result = await phase(side.pool, side.server.pid, () => ({ type: 'closed-loop', ...options.timing }));
        figures.get(side.label)?.push(result);
        console.log(`bench: round ${r + 1} ${side.label}: ${Math.round(result.deliveriesPerSecond)} deliveries/s`);
      }
    }
    const body = report(options, figures.get('current') ?? [], figures.get(options.ref) ?? [], startLoad, build.sha);
    console.log(`\n${body}`);
    if (options.write) writeSection(`Chat A/B against ${options.ref}`, body);
  } finally {
    for (const side of sides) {
      await side.pool.close();
      await side.server.stop();
    }
  }
}

function report(
  options: ChatAgainstOptions,
  current: PhaseFigures[],
  ref: PhaseFigures[],
  startLoad: number,
  sha: string,
): string {
  const ratios = (of: (f: PhaseFigures) => number) => current.map((c, i) => of(c) / of(ref[i] ?? c));
  const line = (name: string, of: (f: PhaseFigures) => number, digits: number) => {
    const r = ratios(of);
    const values = (list: PhaseFigures[]) => round(median(list.map(of)), digits).toLocaleString('en');
    return `| ${name} | ${values(current)} | ${values(ref)} | **${round(median(r), 2)}** | ${round(Math.min(...r), 2)}–${round(Math.max(...r), 2)} |`;
  };
  return [
    `Run of ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC by \`npm run bench:chat -- --against ${options.ref}\` (${sha.slice(0, 12)}).`,
    '',
    `- **Method:** both real servers up at once (SQLite), ${options.sockets.toLocaleString('en')} sockets each in pairs with the same seeded contact graph, ` +
      `each driven by its own load generator (${options.workers} processes); ${options.rounds} closed-loop rounds of ` +
      `${options.timing.measureMs / 1000} s per side after ${options.timing.warmupMs / 1000} s of warm-up, the order alternating.`,
    `- **Machine:** ${os.cpus().length} cores, Node ${process.version}; load average ${round(startLoad)} at the start, ${round(os.loadavg()[0] ?? 0)} at the end.`,
    '',
    '| figure | current | ref | ratio current / ref | spread |',
    '|---|---:|---:|---:|---:|',
    line('deliveries/s', (f) => f.deliveriesPerSecond, 0),
    line('server CPU ms/message', (f) => f.serverCpuMsPerMessage, 3),
    line('p99 ms', (f) => f.p99Ms, 1),
  ].join('\n');
}
