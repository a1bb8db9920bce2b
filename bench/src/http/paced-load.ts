import { Worker } from 'node:worker_threads';
import type { LoadRequest, LoadResult } from './load.js';
import type { PacedClientInput } from './paced-client.js';

/** What the paced client posts when the warm-up has been answered and the measured requests begin. */
export const MEASURING = 'measuring';

export interface PacedLoadOptions {
  url: string;
  next: () => LoadRequest;
  seconds: number;
  /** Sent first, not counted (see `PacedClientInput.warmup`). */
  warmupSeconds: number;
  /** Requests per second, sent at evenly spaced moments whatever the answers do (an open loop). */
  rate: number;
  /** Called as the measured requests begin (after the warm-up): to read the server's counters then. */
  atMeasureStart?: () => void;
}

/**
 * Keep-alive connections the open loop spreads its requests over: enough that a request never waits for a free
 * one at half of peak. With 10 (the closed loop's), a pause of a few ms on either side filled all ten, and the
 * loop turned closed: requests went in batches of ten, each batch's answers then the next batch's sends, slower
 * than the offered rate, so a queue grew for up to ~100 ms before it cleared (bench/RESULTS.md, 2026-11-28).
 */
export const PACED_CONNECTIONS = 100;

/** What the load generator itself did: an open loop charges its own lateness to the server. */
export interface ClientLateness {
  /** How long after their moments requests left (the client's timer, CPU share or GC), ms. */
  lateP99Ms: number;
  lateMaxMs: number;
  /** p99 counted from each request's actual send instead of its moment: the gap is the client's. */
  fromSendP99Ms: number;
  /** Of that, waiting for a free connection (all of them awaiting answers: the server's queue, outside its loop). */
  queuedP99Ms: number;
  /** The client thread's own GC pauses in the run. */
  gcPauses: number;
  gcMs: number;
  gcMaxMs: number;
}

export interface PacedLoadResult extends LoadResult {
  client: ClientLateness;
}

/** The worker loads the TypeScript client through tsx's API: a worker's execArgv carries no loader on Node 20. */
const BOOTSTRAP = `import('tsx/esm/api').then((tsx) => tsx.tsImport(${JSON.stringify(new URL('./paced-client.ts', import.meta.url).href)}, 'file:///'));`;

/**
 * Latency at a fixed offered rate. autocannon's `overallRate` lets every connection send its share of a
 * second as fast as it can at the start of that second and then wait, so "half of peak" through it is
 * peak load for half of each second. Here each request has its own moment, and its latency counts from
 * that moment, so time spent waiting for a free connection is counted too (no coordinated omission).
 * The loop runs in a worker thread (paced-client.ts): its own event loop and heap, so the bench's other
 * work and garbage cannot hold it, and it reports how late it was.
 */
export async function pacedLoad(options: PacedLoadOptions): Promise<PacedLoadResult> {
  const requests = (seconds: number) => Array.from({ length: Math.round(seconds * options.rate) }, options.next);
  const input: PacedClientInput = {
    url: options.url,
    warmup: requests(options.warmupSeconds),
    requests: requests(options.seconds),
    rate: options.rate,
    connections: PACED_CONNECTIONS,
  };
  const worker = new Worker(BOOTSTRAP, { eval: true, workerData: input });
  try {
    return await new Promise<PacedLoadResult>((resolve, reject) => {
      worker.on('message', (message: PacedLoadResult | typeof MEASURING) => {
        if (message === MEASURING) options.atMeasureStart?.();
        else resolve(message);
      });
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`the paced client exited with ${code}`)));
    });
  } finally {
    await worker.terminate();
  }
}
