import { round } from '../lib/stats.js';

export interface PhaseFigures {
  deliveriesPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  serverCpuPercent: number;
  serverCpuMsPerMessage: number;
  loadCpuPercent: number;
  rssPeakMb: number;
}

export interface ChatRow {
  name: string;
  sockets: number;
  /** Closed loop: every pair always has one message in flight. */
  peak: PhaseFigures;
  /** Open loop at half the closed loop's rate. */
  half: PhaseFigures & { offeredPerSecond: number };
  rssIdleMb: number;
  connectSeconds: number;
  /** Mean bytes a socket received up to and including its first getOnlineUsers. */
  firstListBytes: number;
  /** Every byte the sockets received while all of them connected (and 2 s after), per socket. */
  connectPhaseBytesPerSocket: number;
}

export const introduction = `\`npm run bench:chat\` (\`-- --sockets 1000,10000\` is the default; \`--seconds\`, \`--workers\`).
N sockets, one person each, in N/2 pairs. Every person has a realistic contact graph seeded in the
database: 20 conversations (the 10 people before and after them, their chat partner among them) and
100 follows drawn at random across everyone, so presence has real work to do. The load generator runs in
several processes (\`--workers\`, each holding whole pairs), and its CPU is shown.

- **closed loop**: each pair always has one message in flight (a delivery makes the recipient answer);
  the peak rate, with p50 and p99 end to end on the load generator's clock.
- **half load**: an open loop sending at half the closed loop's rate whatever the answers do, so a slow
  server shows as latency, not as fewer messages.
- **threads**: the real server (\`server/src/main.ts\`, SQLite, \`RATE_LIMITS=off\`). A message is a socket
  \`sendMessage\` (session from the handshake, recipient check, one committed transaction, ack after commit)
  pushed as \`newMessage\` to the recipient's socket.
- **baseline: socket.io relay**: a socket.io server with the same events (\`sendMessage\` with an ack,
  \`newMessage\` to the recipient's room) and no session, database or rules: the framework's floor.
- **baseline: bare ws relay**: a bare \`ws\` server relaying the same JSON frames: no session, database or
  socket.io framing.
- **first list**: bytes a socket receives up to and including its first \`getOnlineUsers\`; **connect
  bytes/socket**: every byte all sockets received while everyone connected (lists re-sent to contacts
  included), divided by N. Both should stay flat as N grows.

Load generator, server and baseline share the machine, so a busy machine lowers every figure; the load
average is recorded with each run.`;

const ms = (value: number) => round(value);

export function chatTable(rows: ChatRow[]): string {
  const header =
    '| run | deliveries/s | p50 ms | p99 ms | half load: rate → p99 ms | server CPU | CPU ms/msg | server RSS idle → peak MB | connect s | first list B | connect B/socket | load gen CPU | errors |\n' +
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|';
  const lines = rows.map(
    (r) =>
      `| ${r.name} | ${Math.round(r.peak.deliveriesPerSecond)} | ${ms(r.peak.p50Ms)} | ${ms(r.peak.p99Ms)} | ${Math.round(r.half.offeredPerSecond)}/s → ${ms(r.half.p99Ms)} | ${Math.round(r.peak.serverCpuPercent)}% | ${round(r.peak.serverCpuMsPerMessage, 2)} | ${Math.round(r.rssIdleMb)} → ${Math.round(Math.max(r.peak.rssPeakMb, r.half.rssPeakMb))} | ${round(r.connectSeconds)} | ${Number.isNaN(r.firstListBytes) ? '–' : Math.round(r.firstListBytes)} | ${Math.round(r.connectPhaseBytesPerSocket)} | ${Math.round(r.peak.loadCpuPercent)}% | ${r.peak.errors + r.half.errors} |`,
  );
  return [header, ...lines].join('\n');
}
