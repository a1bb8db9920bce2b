import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { connectSocket, startAppProcess, type TestSocket } from '@threads/server/test-support';
import { type RawRequest, sendAs } from '../raw-request.js';
import { type Account, signupAccount } from '../world.js';
import { flag } from './args.js';

/**
 * `npm run soak [-- --minutes 60 --sockets 500 --workers 8]`: the app (SQLite) in its own process under
 * mixed traffic with many open sockets; every minute: requests, 5xx, p99, RSS and WAL size.
 */
const minutes = Number(flag('minutes', '60'));
const socketCount = Number(flag('sockets', '500'));
const workers = Number(flag('workers', '8'));

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'threads-soak-'));
const app = await startAppProcess({ DATA_DIR: dataDir });
const pid = app.child.pid ?? 0;

const rssMb = () => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};
const walMb = () => {
  const file = path.join(dataDir, 'app.db-wal');
  return fs.existsSync(file) ? fs.statSync(file).size / 1024 / 1024 : 0;
};
const p99 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;
};

const users: Account[] = [];
for (let i = 0; i < 40; i++) users.push(await signupAccount(app.url));
const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const posts: string[] = [];

const sockets: TestSocket[] = [];
for (let i = 0; i < socketCount; i++) sockets.push(await connectSocket(app.url, { cookie: pick(users).cookie }));
console.log(`soak: ${minutes} min, ${sockets.length} sockets, ${workers} workers, pid ${pid}, data ${dataDir}`);

function nextRequest(me: Account): RawRequest {
  const roll = Math.random();
  const post = posts.length ? pick(posts) : undefined;
  if (roll < 0.3 || !post) return { method: 'GET', path: '/api/posts/feed' };
  if (roll < 0.45) return { method: 'POST', path: '/api/posts/create', json: { postedBy: me.id, text: 'soak' } };
  if (roll < 0.55) return { method: 'PUT', path: `/api/posts/like/${post}` };
  if (roll < 0.62) return { method: 'PUT', path: `/api/posts/reply/${post}`, json: { text: 'soak reply' } };
  if (roll < 0.75) {
    const to = pick(users.filter((u) => u.id !== me.id));
    return { method: 'POST', path: '/api/messages', json: { recipientId: to.id, message: 'soak message' } };
  }
  if (roll < 0.85) return { method: 'GET', path: `/api/posts/${post}` };
  if (roll < 0.93) return { method: 'GET', path: '/api/notifications' };
  return { method: 'GET', path: `/api/users/profile/${pick(users).username}` };
}

let latencies: number[] = [];
let serverErrors = 0;
let requests = 0;
const deadline = Date.now() + minutes * 60_000;
const traffic = Array.from({ length: workers }, async () => {
  while (Date.now() < deadline) {
    const me = pick(users);
    const started = performance.now();
    const response = await sendAs(app.url, me.cookie, nextRequest(me)).catch(() => ({ status: 599, body: null }));
    latencies.push(performance.now() - started);
    requests++;
    if (response.status >= 500) serverErrors++;
    if (response.status === 201 && response.body?.postedBy) posts.push(response.body._id);
    if (posts.length > 5000) posts.splice(0, 1000);
  }
});

const samples: { minute: number; p99: number; rss: number; wal: number }[] = [];
let walMax = 0;
const sampler = (async () => {
  for (let minute = 1; Date.now() < deadline; minute++) {
    const until = Math.min(deadline, Date.now() + 60_000);
    while (Date.now() < until) {
      walMax = Math.max(walMax, walMb());
      await sleep(1000);
    }
    const sample = { minute, p99: p99(latencies), rss: rssMb(), wal: walMb() };
    samples.push(sample);
    console.log(
      `  min ${String(minute).padStart(3)}: ${String(latencies.length).padStart(6)} requests, p99 ${sample.p99.toFixed(1)} ms, ` +
        `5xx so far ${serverErrors}, RSS ${sample.rss.toFixed(1)} MB, WAL ${sample.wal.toFixed(2)} MB, ` +
        `sockets connected ${sockets.filter((s) => s.socket.connected).length}`,
    );
    latencies = [];
  }
})();

await Promise.all([...traffic, sampler]);
for (const socket of sockets) socket.close();
await app.stop();
fs.rmSync(dataDir, { recursive: true, force: true });

// RSS growth from the first sample after warm-up to the last, scaled to 10 minutes.
const warm = samples[Math.min(1, samples.length - 1)];
const last = samples.at(-1);
const growthPer10Min =
  warm && last && last.minute > warm.minute ? ((last.rss - warm.rss) / (last.minute - warm.minute)) * 10 : 0;
console.log(
  `soak: ${minutes} min, ${requests} requests, 5xx ${serverErrors}; p99 first minute ${samples[0]?.p99.toFixed(1)} ms, ` +
    `last minute ${last?.p99.toFixed(1)} ms; RSS ${warm?.rss.toFixed(1)} -> ${last?.rss.toFixed(1)} MB ` +
    `(${growthPer10Min.toFixed(2)} MB per 10 min); WAL max ${walMax.toFixed(2)} MB, at the end ${last?.wal.toFixed(2)} MB`,
);
process.exit(serverErrors ? 1 : 0);
