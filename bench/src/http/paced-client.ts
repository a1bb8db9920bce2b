import http from 'node:http';
import { PerformanceObserver } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { percentile, round } from '../lib/stats.js';
import type { LoadRequest } from './load.js';
import { MEASURING, type PacedLoadResult } from './paced-load.js';

export interface PacedClientInput {
  url: string;
  /** Sent first at the same rate on the same connections, not counted: the client's code and its connections warm. */
  warmup: LoadRequest[];
  /** One request per moment, in order. */
  requests: LoadRequest[];
  rate: number;
  connections: number;
}

/** What one paced pass recorded of each request, in ms. */
interface Timings {
  latencies: number[];
  fromSend: number[];
  lateness: number[];
  queued: number[];
  errors: number;
  non2xx: number;
}

/**
 * Sends the requests at their moments, up to 1 ms early (timers are whole milliseconds) and later when this
 * loop was held; settles once every one is answered. Latency counts from the moment, or from the send when that
 * came first, so it never reads shorter than a round trip.
 */
async function pass(url: string, agent: http.Agent, requests: LoadRequest[], rate: number): Promise<Timings> {
  const timings: Timings = { latencies: [], fromSend: [], lateness: [], queued: [], errors: 0, non2xx: 0 };
  let pending = requests.length;
  let allAnswered: () => void = () => {};
  const answered = new Promise<void>((resolve) => {
    allAnswered = resolve;
  });
  const settle = () => {
    if (--pending === 0) allAnswered();
  };

  const send = ({ method, path, headers, body }: LoadRequest, scheduledAt: number) => {
    const sentAt = performance.now();
    timings.lateness.push(Math.max(0, sentAt - scheduledAt));
    const request = http.request(`${url}${path}`, { method, headers, agent }, (response) => {
      response.resume();
      response.once('end', () => {
        const now = performance.now();
        timings.latencies.push(now - Math.min(scheduledAt, sentAt));
        timings.fromSend.push(now - sentAt);
        if (!response.statusCode || response.statusCode >= 300) timings.non2xx++;
        settle();
      });
    });
    request.once('socket', () => timings.queued.push(performance.now() - sentAt));
    request.once('error', () => {
      timings.errors++;
      settle();
    });
    request.end(body);
  };

  const interval = 1000 / rate;
  const started = performance.now();
  for (const [i, request] of requests.entries()) {
    const scheduledAt = started + i * interval;
    const wait = scheduledAt - performance.now();
    if (wait > 1) await sleep(wait);
    send(request, scheduledAt);
  }
  if (requests.length > 0) await answered;
  return timings;
}

/** The open loop itself, in a worker thread of its own (see paced-load.ts): a warm-up pass, then the measured one. */
async function run({ url, warmup, requests, rate, connections }: PacedClientInput): Promise<PacedLoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  await pass(url, agent, warmup, rate);
  parentPort?.postMessage(MEASURING);
  const gcPauses: number[] = [];
  const gc = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) gcPauses.push(entry.duration);
  });
  gc.observe({ entryTypes: ['gc'] });
  const started = performance.now();
  const { latencies, fromSend, lateness, queued, errors, non2xx } = await pass(url, agent, requests, rate);
  const elapsed = (performance.now() - started) / 1000;
  gc.disconnect();
  agent.destroy();
  return {
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50Ms: round(percentile(latencies, 50), 2),
    p99Ms: round(percentile(latencies, 99), 2),
    errors,
    non2xx,
    client: {
      lateP99Ms: round(percentile(lateness, 99), 2),
      lateMaxMs: round(Math.max(0, ...lateness), 1),
      fromSendP99Ms: round(percentile(fromSend, 99), 2),
      queuedP99Ms: round(percentile(queued, 99), 2),
      gcPauses: gcPauses.length,
      gcMs: round(
        gcPauses.reduce((sum, ms) => sum + ms, 0),
        1,
      ),
      gcMaxMs: round(Math.max(0, ...gcPauses), 1),
    },
  };
}

parentPort?.postMessage(await run(workerData as PacedClientInput));
