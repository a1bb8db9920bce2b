import { type ChildProcess, execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port.js';

const run = promisify(execFile);
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** PostgreSQL refuses to run as root: as root, its tools run as the postgres user. */
function asPostgres(command: string, args: string[]) {
  const isRoot = process.getuid?.() === 0;
  return run(isRoot ? 'runuser' : command, isRoot ? ['-u', 'postgres', '--', command, ...args] : args);
}

export interface PrivatePostgres {
  url: string;
  start: () => Promise<void>;
  stop: () => Promise<void>;
  destroy: () => Promise<void>;
}

/**
 * A throwaway PostgreSQL cluster of our own on a free port, for fault tests that stop and start it.
 * The machine's shared PostgreSQL is never touched.
 */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'threads-pg-'));
  if (process.getuid?.() === 0) await run('chown', ['postgres:postgres', dir]);
  await asPostgres(path.join(PG_BIN, 'initdb'), [
    '-D',
    dir,
    '-U',
    'postgres',
    '--auth=trust',
    '--no-sync',
    '-E',
    'UTF8',
  ]);
  const port = await freePort();
  const ctl = path.join(PG_BIN, 'pg_ctl');
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on`;
  const start = async () =>
    void (await asPostgres(ctl, ['-D', dir, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']));
  const stop = async () => void (await asPostgres(ctl, ['-D', dir, '-m', 'fast', '-w', 'stop']));
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy: async () => {
      await stop().catch(() => {});
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface PrivateRedis {
  url: string;
  start: () => Promise<void>;
  stop: () => Promise<void>;
}

/** A Redis of our own on a free port, without persistence; stop() ends only the process this started. */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    const proc = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    child = proc;
    await new Promise<void>((resolve, reject) => {
      let output = '';
      proc.stdout?.on('data', (chunk) => {
        output += chunk;
        if (output.includes('Ready to accept connections')) resolve();
      });
      proc.once('exit', (code) => reject(new Error(`redis-server exited with ${code}`)));
    });
  };
  const stop = async () => {
    const proc = child;
    if (!proc || proc.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      proc.once('exit', () => resolve());
      proc.kill('SIGTERM');
    });
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop };
}
