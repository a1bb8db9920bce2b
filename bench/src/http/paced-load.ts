import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { percentile, round } from '../lib/stats.js';
import type { LoadRequest, LoadResult } from './load.js';

export interface PacedLoadOptions {
  url: string;
  next: () => LoadRequest;
  seconds: number;
  /** Requests per second, sent at evenly spaced moments whatever the answers do (an open loop). */
  rate: number;
  /** Keep-alive connections to spread them over. */
  connections: number;
}

/**
 * Latency at a fixed offered rate. autocannon's `overallRate` lets every connection send its share of a
 * second as fast as it can at the start of that second and then wait, so "half of peak" through it is
 * peak load for half of each second. Here each request has its own moment, and its latency counts from
 * that moment, so time spent waiting for a free connection is counted too (no coordinated omission).
 */
export async function pacedLoad(options: PacedLoadOptions): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  const interval = 1000 / options.rate;
  const total = Math.round(options.seconds * options.rate);
  const started = performance.now();
  const inFlight: Promise<void>[] = [];

  const send = (scheduledAt: number) =>
    new Promise<void>((resolve) => {
      const { method, path, headers, body } = options.next();
      const request = http.request(`${options.url}${path}`, { method, headers, agent }, (response) => {
        response.resume();
        response.once('end', () => {
          latencies.push(performance.now() - scheduledAt);
          if (!response.statusCode || response.statusCode >= 300) non2xx++;
          resolve();
        });
      });
      request.once('error', () => {
        errors++;
        resolve();
      });
      request.end(body);
    });

  for (let i = 0; i < total; i++) {
    const scheduledAt = started + i * interval;
    const wait = scheduledAt - performance.now();
    if (wait > 1) await sleep(wait);
    inFlight.push(send(scheduledAt));
  }
  await Promise.all(inFlight);
  agent.destroy();
  const elapsed = (performance.now() - started) / 1000;
  return {
    requests: latencies.length,
    rps: latencies.length / elapsed,
    p50Ms: round(percentile(latencies, 50), 2),
    p99Ms: round(percentile(latencies, 99), 2),
    errors,
    non2xx,
  };
}
