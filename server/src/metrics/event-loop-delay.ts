import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Histogram, type Registry } from 'prom-client';

/** How often the probe timer is due: finer than the 5 ms a background step may hold the loop. */
const RESOLUTION_MS = 2;
/** The probe stops after this long without a request or socket event, so an idle process never wakes for it. */
const IDLE_AFTER_MS = 1_000;

const probe = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
let busy = false;
let idleCheck: NodeJS.Timeout | undefined;

/**
 * A request or socket event came in: the probe runs (a timer 500 times a second costs ~1 % of a core on
 * its own) until a whole second passes without one. Delays matter only while someone waits.
 */
export function markBusy(): void {
  busy = true;
  if (idleCheck) return;
  probe.enable();
  idleCheck = setInterval(() => {
    if (busy) {
      busy = false;
      return;
    }
    probe.disable();
    clearInterval(idleCheck);
    idleCheck = undefined;
  }, IDLE_AFTER_MS);
  idleCheck.unref();
}

/**
 * How late the event loop ran a timer due every 2 ms (perf_hooks.monitorEventLoopDelay), sampled while the
 * process serves (markBusy), as a Prometheus histogram: what a request arriving at that moment waited before
 * anything could look at it. At each scrape the probe's samples since the last one are added to the
 * histogram (from its percentiles), then reset.
 */
export function registerEventLoopDelay(registry: Registry): void {
  new Histogram({
    name: 'nodejs_eventloop_delay_seconds',
    help: `How late the event loop ran a timer due every ${RESOLUTION_MS} ms, while serving`,
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
