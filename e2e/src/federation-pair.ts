import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, waitForHealth } from './server-process.js';

const root = path.resolve(import.meta.dirname, '../..');

export interface Instance {
  /** `http://127.0.0.x:port`, its PUBLIC_URL. */
  url: string;
  /** `127.0.0.x:port`, as handles name it. */
  host: string;
  stop: () => Promise<void>;
}

/**
 * One more server of the built app, federating: bound to its own loopback address with PUBLIC_URL there,
 * a fresh SQLite data folder, loopback peers allowed and rate limits off (like the server tests' pairs).
 */
async function startInstance(address: string): Promise<Instance> {
  const port = await freePort(address);
  const url = `http://${address}:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'threads-e2e-fed-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: address,
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    WEB_DIST_DIR: path.join(root, 'web/dist'),
    OUTBOUND_ALLOW_LOOPBACK: 'on',
    RATE_LIMITS: 'off',
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  delete env.SMTP_URL;
  const server = spawn(process.execPath, ['server/dist/main.js'], {
    cwd: root,
    env,
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
  return { url, host: `${address}:${port}`, stop };
}

/** Two federating servers: A on 127.0.0.2 and B on 127.0.0.3, each with its own database. */
export async function startFederationPair(): Promise<{ a: Instance; b: Instance; stop: () => Promise<void> }> {
  const [a, b] = await Promise.allSettled([startInstance('127.0.0.2'), startInstance('127.0.0.3')]);
  if (a.status === 'rejected' || b.status === 'rejected') {
    await Promise.all([a, b].map((started) => (started.status === 'fulfilled' ? started.value.stop() : null)));
    throw a.status === 'rejected' ? a.reason : (b as PromiseRejectedResult).reason;
  }
  return { a: a.value, b: b.value, stop: async () => void (await Promise.all([a.value.stop(), b.value.stop()])) };
}
