import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';

export { freePort } from '@threads/server/test-support';

/** The allocator setting `npm start` gives the server (server/package.json): password hashing's memory goes back to the system. */
export const SERVER_ALLOCATOR_ENV = { MALLOC_MMAP_THRESHOLD_: '4194304' };

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
