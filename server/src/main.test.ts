import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_DATABASE_MESSAGE, OPEN_MESSAGE } from './ops/welcome.js';
import { ApiClient } from './test/api-client.js';
import { connectSocket } from './test/sockets.js';

const serverRoot = path.resolve(import.meta.dirname, '..');

interface Running {
  child: ChildProcess;
  url: string;
  lines: string[];
  exited: Promise<number | null>;
  dataDir: string;
}

const started: Running[] = [];
afterEach(() => {
  for (const { child, dataDir } of started.splice(0)) {
    if (child.exitCode === null) child.kill('SIGKILL');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});

/** The real entry point (src/main.ts) in its own process, as `npm start` runs it, on a free port. */
async function startServerProcess(
  env: Record<string, string> = {},
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'threads-process-')),
): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    let buffer = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const complete = buffer.split('\n');
      buffer = complete.pop() ?? '';
      for (const line of complete) {
        lines.push(line);
        const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
        if (listening) resolve(listening[1]!);
      }
    });
    void exited.then((code) => reject(new Error(`server exited with ${code}`)));
  });
  const running = { child, url, lines, exited, dataDir };
  started.push(running);
  return running;
}

/** A request whose body arrives in two parts: in flight until `finish()` sends the rest. */
function slowRequest(url: string, route: string, cookie: string, body: string) {
  const request = http.request(`${url}${route}`, {
    method: 'PUT',
    agent: false,
    headers: { cookie, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const half = Math.floor(body.length / 2);
  request.write(body.slice(0, half));
  const response = new Promise<{ status: number; body: string; requestId: string }>((resolve, reject) => {
    request.on('response', (res) => {
      let text = '';
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: text, requestId: String(res.headers['x-request-id']) }),
      );
    });
    request.on('error', reject);
  });
  return { response, finish: () => request.end(body.slice(half)) };
}

async function until(condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function opensConnection(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const request = http.get(`${url}/api/health`, { agent: false }, (response) => {
      response.resume();
      resolve(true);
    });
    request.on('error', () => resolve(false));
  });
}

describe('the server process', () => {
  it('tells a newcomer which address to open and, while the database is empty, how to load the demo', async () => {
    const fresh = await startServerProcess();
    await until(() => fresh.lines.some((line) => line.includes(EMPTY_DATABASE_MESSAGE)));
    expect(fresh.lines.map((line) => JSON.parse(line).msg)).toContain(OPEN_MESSAGE(fresh.url));

    await new ApiClient(fresh.url).signup({ password: 'a very secret password' });
    fresh.child.kill('SIGTERM');
    expect(await fresh.exited).toBe(0);
    const again = await startServerProcess({}, fresh.dataDir);
    await until(() => again.lines.some((line) => line.includes(OPEN_MESSAGE(again.url))));
    // A request logged after the welcome: every line of the welcome is out by then.
    await fetch(`${again.url}/api/health`);
    await until(() => again.lines.some((line) => line.includes('/api/health')));
    expect(again.lines.join('\n')).not.toContain('The database is empty');
  }, 60_000);

  it('on SIGTERM stops accepting, finishes the request in flight, drops sockets to reconnect, closes the database and exits 0', async () => {
    const server = await startServerProcess();
    const client = new ApiClient(server.url);
    const me = await client.signup({ password: 'a very secret password' });
    const socket = await connectSocket(server.url, { cookie: client.cookie, userId: me._id });
    const socketGone = new Promise<string>((resolve) => socket.socket.on('disconnect', (reason) => resolve(reason)));

    const slow = slowRequest(server.url, `/api/users/update/${me._id}`, client.cookie, '{"bio":"while shutting down"}');
    slow.response.catch(() => {}); // reported by the await below; this only keeps an early failure from going unhandled
    // SIGTERM only once the server has logged the request's arrival: it is then truly in flight.
    await until(() => server.lines.some((line) => line.includes('incoming request') && line.includes('/update/')));
    server.child.kill('SIGTERM');
    // "transport close" (not "io server disconnect") is the reason on which a socket.io client reconnects.
    expect(await socketGone).toBe('transport close');
    // New connections are refused while the slow request is still waiting for the rest of its body.
    let accepting = true;
    while (accepting) accepting = await opensConnection(server.url);
    slow.finish();

    const answer = await slow.response;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).bio).toBe('while shutting down');
    expect(await server.exited).toBe(0);
    // SQLite removes its write-ahead log when the last connection closes cleanly.
    expect(fs.existsSync(path.join(server.dataDir, 'app.db'))).toBe(true);
    expect(fs.existsSync(path.join(server.dataDir, 'app.db-wal'))).toBe(false);

    // The logs: one JSON object a line, request lines carry the request id, secrets never appear.
    const entries = server.lines.map((line) => JSON.parse(line) as Record<string, any>);
    const requestLines = entries.filter((entry) => entry.req || entry.res);
    expect(requestLines.length).toBeGreaterThan(0);
    for (const entry of requestLines) expect(entry.reqId).toEqual(expect.any(String));
    expect(entries.filter((entry) => entry.reqId === answer.requestId).length).toBeGreaterThanOrEqual(2);
    const output = server.lines.join('\n');
    expect(output).not.toContain(client.cookie.split('=')[1]);
    expect(output).not.toContain('a very secret password');
    expect(entries.map((entry) => entry.msg)).toEqual(
      expect.arrayContaining(['shutting down: draining requests and sockets', 'shut down cleanly']),
    );
  }, 60_000);
});
