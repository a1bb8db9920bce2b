import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type AppProcess, connectSocket, pause, startAppProcess, type TestSocket } from '@threads/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendAs } from './raw-request.js';
import { type Account, signupAccount } from './world.js';

/** The review's figure; `FLOOD_EVENTS` changes it. */
const FLOOD_EVENTS = Number(process.env.FLOOD_EVENTS ?? 50_000);
const PROBES = 300;

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

function p99(sample: number[]): number {
  const sorted = [...sample].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.99) - 1] ?? Number.NaN;
}

/** Another person's requests, one after another, each timed end to end; RSS is sampled alongside. */
async function probe(url: string, someone: Account, pid: number) {
  const latencies: number[] = [];
  let peakRssMb = 0;
  for (let i = 0; i < PROBES; i++) {
    const started = performance.now();
    const response = await sendAs(url, someone.cookie, { method: 'GET', path: '/api/messages/conversations' });
    latencies.push(performance.now() - started);
    expect(response.status).toBe(200);
    if (i % 10 === 0) peakRssMb = Math.max(peakRssMb, rssMb(pid));
  }
  return { p99Ms: p99(latencies), peakRssMb };
}

/**
 * Issue 21, item 5: one socket sending 50,000 markMessagesAsSeen (each a real database write) stalled
 * everyone's HTTP for seconds and left +170 MB resident. The server runs in its own process with its
 * limits on, so the flooding client and the probes do not share its event loop.
 */
describe('one socket flooding the server (SQLite, own process)', () => {
  let app: AppProcess;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'threads-flood-'));
    app = await startAppProcess({ DATA_DIR: dataDir, RATE_LIMITS: 'on' });
  });
  afterAll(async () => {
    await app.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(`keeps other people's p99 under 50 ms (or 4x a busy machine's quiet p99) and memory flat while a socket sends ${FLOOD_EVENTS.toLocaleString('en')} events`, async () => {
    const [attacker, friend, bystander] = [
      await signupAccount(app.url),
      await signupAccount(app.url),
      await signupAccount(app.url),
    ];
    const sent = await sendAs(app.url, friend.cookie, {
      method: 'POST',
      path: '/api/messages',
      json: { message: 'hi', recipientId: attacker.id },
    });
    const { conversationId } = sent.body as { conversationId: string };
    const pid = app.child.pid ?? 0;

    await probe(app.url, bystander, pid);
    const quiet = await probe(app.url, bystander, pid);
    const rssBeforeMb = rssMb(pid);

    const flooder: TestSocket = await connectSocket(app.url, { cookie: attacker.cookie });
    const started = performance.now();
    const closedAt = new Promise<number>((resolve) =>
      flooder.socket.once('disconnect', () => resolve(performance.now())),
    );
    const flooded = probe(app.url, bystander, pid);
    for (let i = 0; i < FLOOD_EVENTS && flooder.socket.connected; i++) {
      flooder.emit('markMessagesAsSeen', { conversationId, userId: attacker.id });
      if (i % 500 === 499) await pause(0);
    }
    const during = await flooded;
    const closedAfterMs = (await closedAt) - started;
    await pause(500);
    const rssAfterMb = rssMb(pid);

    const figures = {
      quietP99Ms: Math.round(quiet.p99Ms * 10) / 10,
      floodP99Ms: Math.round(during.p99Ms * 10) / 10,
      flooderClosedAfterMs: Math.round(closedAfterMs),
      rssBeforeMb: Math.round(rssBeforeMb),
      rssPeakMb: Math.round(during.peakRssMb),
      rssAfterMb: Math.round(rssAfterMb),
    };
    console.log(`socket flood: ${JSON.stringify(figures)}`);
    expect(flooder.socket.connected).toBe(false);
    // The review's 50 ms, or four times this machine's own quiet p99 when it is busy (other processes on its
    // cores stretch every request alike; a stall from the flood stretches only those beside it).
    expect(during.p99Ms).toBeLessThan(Math.max(50, 4 * quiet.p99Ms));
    expect(during.peakRssMb - rssBeforeMb).toBeLessThan(30);
    expect(rssAfterMb - rssBeforeMb).toBeLessThan(30);
  }, 120_000);
});
