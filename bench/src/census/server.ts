import path from 'node:path';
import { freePort, startProductionServer, stopProcess } from '../lib/processes.js';

/** What preload.mjs counted since its last reset. */
export interface Snapshot {
  /** The window on the clock of a V8 CPU profile (µs), to cut a profile to it. */
  windowUs: [number, number];
  elapsedMs: number;
  cpuMs: number;
  gc: { count: number; ms: number };
  /** Bytes allocated on the V8 heap in the window. */
  allocatedBytes: number;
  /** Bytes the server read from storage in the window (`/proc/self/io`); null where the system does not say. */
  storageReadBytes: number | null;
  statements: { sql: string; count: number; ns: number; parameters: unknown[] }[];
}

export interface CensusServer {
  url: string;
  reset(): Promise<void>;
  snapshot(): Promise<Snapshot>;
  stop(): Promise<void>;
}

/** A build's production server (`<root>/server/dist/main.js`) with the statement census loaded into it. */
export async function startCensusServer(
  root: string,
  env: Record<string, string>,
  profileDir: string | undefined,
): Promise<CensusServer> {
  const censusPort = await freePort();
  const preload = path.join(import.meta.dirname, 'preload.mjs');
  const profiling = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const { child, url } = await startProductionServer(
    root,
    { ...env, LOG_LEVEL: 'error', SQL_CENSUS_PORT: String(censusPort) },
    [...profiling, '--import', preload],
  );
  const ask = (what: string) => fetch(`http://127.0.0.1:${censusPort}/${what}`).then((r) => r.json());
  return {
    url,
    reset: async () => {
      await ask('reset');
    },
    snapshot: () => ask('snapshot') as Promise<Snapshot>,
    stop: () => stopProcess(child),
  };
}
