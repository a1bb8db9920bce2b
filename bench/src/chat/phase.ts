import { cpuSeconds, watchRss } from '../lib/rss.js';
import { percentile } from '../lib/stats.js';
import type { PhaseFigures } from './report.js';
import type { WorkerPool } from './worker-pool.js';
import type { RunReply, WorkerCommand } from './worker-protocol.js';

/** Runs one loop on every worker while watching the server; merges the workers' samples. */
export async function phase(
  pool: WorkerPool,
  pid: number,
  command: (worker: number) => WorkerCommand,
): Promise<PhaseFigures> {
  const rss = watchRss(pid);
  const cpuBefore = cpuSeconds(pid);
  const started = performance.now();
  const replies = await pool.ask<RunReply>(command);
  const wall = (performance.now() - started) / 1000;
  const serverCpu = cpuSeconds(pid) - cpuBefore;
  const seconds = Math.max(...replies.map((r) => r.seconds));
  const latencies = replies.flatMap((r) => r.latenciesMs);
  const deliveries = replies.reduce((sum, r) => sum + r.deliveries, 0);
  return {
    deliveriesPerSecond: deliveries / seconds,
    serverCpuMsPerMessage: (serverCpu * 1000) / deliveries,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    errors: replies.reduce((sum, r) => sum + r.errors, 0),
    serverCpuPercent: (serverCpu / wall) * 100,
    loadCpuPercent: (replies.reduce((sum, r) => sum + r.cpuSeconds, 0) / seconds) * 100,
    rssPeakMb: rss.stop().peakMb,
  };
}
