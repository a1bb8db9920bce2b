import { type ChildProcess, spawn } from 'node:child_process';
import { appBundle, urlOnceListening } from './child-server.js';

export interface AppProcess {
  url: string;
  child: ChildProcess;
  /** SIGKILL: no shutdown hook, no flush, no goodbye. Resolves once the process is gone. */
  kill: () => Promise<void>;
  /** SIGTERM, for a clean end. */
  stop: () => Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

/** The real app in its own process (DATA_DIR, DATABASE_URL, REDIS_URL from `env`); resolves once it listens. */
export async function startAppProcess(env: Record<string, string>): Promise<AppProcess> {
  const child = spawn(process.execPath, [await appBundle()], {
    env: { ...process.env, RATE_LIMITS: 'off', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await urlOnceListening(child);
  return {
    url,
    child,
    kill: async () => {
      child.kill('SIGKILL');
      await exited(child);
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}
