import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

import { freePort } from '@threads/server/test-support';

export { freePort };

/** The allocator setting `npm start` gives the server (server/package.json): password hashing's memory goes back to the system. */
export const SERVER_ALLOCATOR_ENV = { MALLOC_MMAP_THRESHOLD_: '4194304' };

/** The V8 flags `npm start` gives the server (server/package.json): a 16 MB new space, for the RSS budget. */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8'];

/**
 * A build's production server (`<root>/server/dist/main.js`) started as `npm start` starts it, on a free loopback
 * port, rate limits off, logs at `warn` unless `env` says otherwise; resolves once it answers. `nodeOptions` adds
 * flags such as --cpu-prof or a preload.
 */
export async function startProductionServer(
  root: string,
  env: Record<string, string>,
  nodeOptions: string[] = [],
): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [...SERVER_NODE_FLAGS, ...nodeOptions, path.join(root, 'server/dist/main.js')],
    {
      cwd: root,
      env: {
        ...process.env,
        LOG_LEVEL: 'warn',
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        RATE_LIMITS: 'off',
        NODE_ENV: 'production',
        ...SERVER_ALLOCATOR_ENV,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/api/health`, 120_000);
  return { child, url };
}

/** Runs a TypeScript entry point in its own Node process (through tsx), logging its stderr; `nodeOptions` such as --cpu-prof. */
export function spawnTs(
  entry: string,
  env: Record<string, string>,
  cwd: string,
  nodeOptions: string[] = [],
): ChildProcess {
  return spawn(process.execPath, [...nodeOptions, '--import', 'tsx', entry], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export async function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export async function waitForPort(port: number, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`port ${port} did not open within ${timeoutMs} ms`);
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
