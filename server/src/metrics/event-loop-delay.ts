import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Histogram, type Registry } from 'prom-client';

/** How often the probe timer is due: finer than the 5 ms a background step may hold the loop. */
const RESOLUTION_MS = 2;

/**
 * How late the event loop ran a timer due every 2 ms (perf_hooks.monitorEventLoopDelay), as a Prometheus
 * histogram: what a request arriving at that moment waited before anything could look at it. At each scrape
 * the probe's samples since the last one are added to the histogram (from its percentiles), then reset.
 */
export function registerEventLoopDelay(registry: Registry): void {
  const probe = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  probe.enable();
  new Histogram({
    name: 'nodejs_eventloop_delay_seconds',
    help: `How late the event loop ran a timer due every ${RESOLUTION_MS} ms`,
    buckets: [0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
    collect() {
      const count = probe.count;
      let added = 0;
      for (const [percentile, nanoseconds] of probe.percentiles) {
        // The probe records the whole interval between its ticks; the delay is what exceeds the resolution.
        const late = Math.max(0, nanoseconds / 1e9 - RESOLUTION_MS / 1000);
        for (const upTo = Math.round((count * percentile) / 100); added < upTo; added++) this.observe(late);
      }
      probe.reset();
    },
  });
}
