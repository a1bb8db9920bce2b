import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@threads/server/test-support';
import { afterEach, describe, expect, it } from 'vitest';

/** Tests the repository's `npm run dev` (scripts/dev.mjs): the server's test runner is the one that can start both halves. */
const repoRoot = path.resolve(import.meta.dirname, '..', '..');

async function eventually<T>(attempt: () => Promise<T | undefined>, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await attempt().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

let dev: ChildProcess | undefined;
let dataDir: string | undefined;
afterEach(async () => {
  if (dev && dev.exitCode === null) {
    // SIGTERM lets the script stop the server and Vite it started; SIGKILL would leave them running.
    const gone = new Promise((resolve) => dev!.once('exit', resolve));
    dev.kill('SIGTERM');
    await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 10_000))]);
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run dev', () => {
  it('starts the API and Vite in one command, with the API and sockets proxied and readable logs', async () => {
    const [port, webPort] = [await freePort(), await freePort()];
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'threads-dev-'));
    const rootScripts = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).scripts;
    expect(rootScripts.dev).toBe('node scripts/dev.mjs');
    dev = spawn(process.execPath, ['scripts/dev.mjs'], {
      cwd: repoRoot,
      env: { ...process.env, PORT: String(port), WEB_PORT: String(webPort), DATA_DIR: dataDir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    for (const stream of [dev.stdout!, dev.stderr!]) stream.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => dev!.on('exit', resolve));

    const web = `http://localhost:${webPort}`;
    const health = await eventually(async () => {
      const res = await fetch(`${web}/api/health`);
      return res.status === 200 ? await res.json() : undefined;
    }, 60_000);
    expect(health).toEqual({ status: 'ok', database: 'ok', redis: 'disabled', media: 'ok' });

    const page = await (await fetch(web)).text();
    expect(page).toContain('/@vite/client');
    const polling = await fetch(`${web}/socket.io/?EIO=4&transport=polling`);
    expect(polling.status).not.toBe(404);

    expect(output).toContain('[server]');
    expect(output).toContain('[web]');
    expect(output).toMatch(/INFO.*Server listening/);

    process.kill(dev.pid!, 'SIGTERM');
    expect(await exited).toBe(0);
    const stillListening = async (url: string) => (await fetch(url).catch(() => undefined)) !== undefined;
    await eventually(
      async () => (!(await stillListening(`http://127.0.0.1:${port}/api/health`)) ? true : undefined),
      10_000,
    );
    await eventually(async () => (!(await stillListening(web)) ? true : undefined), 10_000);
  }, 120_000);
});
