import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from '../dataset/cache.js';
import { freePort, spawnTs, startProductionServer, stopProcess, waitForPort } from '../lib/processes.js';

export interface RunningServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

function running(child: ChildProcess, url: string): RunningServer {
  return { url, pid: child.pid ?? 0, stop: () => stopProcess(child) };
}

/**
 * The real server from its production build, on the given dataset, rate limits off and quiet logs.
 * `nodeOptions` adds flags such as --cpu-prof for a profiled run; `root` is another build's checkout (`--against`).
 */
export async function startAppServer(
  env: Record<string, string>,
  nodeOptions: string[] = [],
  root = repoRoot,
): Promise<RunningServer> {
  const { child, url } = await startProductionServer(root, env, nodeOptions);
  return running(child, url);
}

/** A baseline server (bare Fastify or raw node:http hello, or bare Fastify sending captured bytes) in its own process. */
export async function startBaseline(
  kind: 'fastify-hello' | 'node-http-hello' | 'fastify-same-bytes',
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const port = await freePort();
  const entry = path.join(import.meta.dirname, 'baselines', `${kind}.ts`);
  const child = spawnTs(entry, { ...env, PORT: String(port) }, repoRoot);
  await waitForPort(port);
  return running(child, `http://127.0.0.1:${port}`);
}
