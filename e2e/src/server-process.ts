import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/** A port free on `host` now (the server started next binds it). */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, host, () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export async function waitForHealth(url: string, server: ChildProcess) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('server did not become healthy within 30 s');
}

export interface BuiltServer {
  /** `http://address:port`. */
  url: string;
  port: number;
  /** Its SQLite data folder, fresh, removed by `stop`. */
  dataDir: string;
  /** Ends the server (SIGTERM), waits for it to exit and removes its data folder. */
  stop: () => Promise<void>;
}

/**
 * The built app (`server/dist/main.js`) on a free port of `address`, serving the built web app, with a fresh
 * SQLite data folder on the default single-process setup (no DATABASE_URL, no REDIS_URL); `env` adds to
 * that (given the server's URL), a key set to undefined taking it out. Resolves once it answers /api/health.
 */
export async function startBuiltServer(
  address: string,
  env: (url: string) => Record<string, string | undefined>,
): Promise<BuiltServer> {
  const port = await freePort(address);
  const url = `http://${address}:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'threads-e2e-'));
  const serverEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: address,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: path.join(root, 'web/dist'),
    DATABASE_URL: undefined,
    REDIS_URL: undefined,
    ...env(url),
  };
  for (const [key, value] of Object.entries(serverEnv)) if (value === undefined) delete serverEnv[key];
  const server = spawn(process.execPath, ['server/dist/main.js'], {
    cwd: root,
    env: serverEnv,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(url, server);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, dataDir, stop };
}
