import { type IntervalHistogram, monitorEventLoopDelay } from 'node:perf_hooks';
import type { Histogram, Registry } from 'prom-client';
import { histogramLines } from './labelled-histogram.js';

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

/** Upper bounds of the histogram's buckets, in seconds. */
const BUCKETS = [0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5];
const NAME = 'nodejs_eventloop_delay_seconds';

/**
 * The histogram as prom-client's Registry reads a metric (`get`, `reset` and its name, help and type; its
 * exposition is a prom-client Histogram's), counted in bulk: the probe's samples since the last scrape are
 * added per percentile step, as many at once, where prom-client's `observe` takes them one by one — a scrape
 * after ten busy seconds (5,000 samples) held the event loop ~14 ms doing that, a request's whole tail.
 */
export class DelayHistogram {
  readonly name = NAME;
  readonly help = `How late the event loop ran a timer due every ${RESOLUTION_MS} ms, while serving`;
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  /** Samples per bucket (not cumulative); the last is above every bound. */
  private counts = BUCKETS.map(() => 0).concat(0);
  private sum = 0;
  private count = 0;

  constructor(private readonly source: Pick<IntervalHistogram, 'count' | 'percentiles' | 'reset'> = probe) {}

  /** The probe's samples since the last scrape (its percentiles say how many were how late), then it restarts. */
  private collect(): void {
    const count = this.source.count;
    let added = 0;
    for (const [percentile, nanoseconds] of this.source.percentiles) {
      // The probe records the whole interval between its ticks; the delay is what exceeds the resolution.
      const late = Math.max(0, nanoseconds / 1e9 - RESOLUTION_MS / 1000);
      const upTo = Math.round((count * percentile) / 100);
      if (upTo <= added) continue;
      const bucket = BUCKETS.findIndex((bound) => late <= bound);
      const at = bucket === -1 ? BUCKETS.length : bucket;
      this.counts[at] = (this.counts[at] ?? 0) + upTo - added;
      this.sum += late * (upTo - added);
      this.count += upTo - added;
      added = upTo;
    }
    this.source.reset();
  }

  async get() {
    this.collect();
    const { counts, sum, count } = this;
    return {
      name: this.name,
      help: this.help,
      type: this.type,
      aggregator: this.aggregator,
      values: histogramLines(NAME, BUCKETS, { labels: {}, counts, sum, count }),
    };
  }

  reset(): void {
    this.counts = this.counts.map(() => 0);
    this.sum = 0;
    this.count = 0;
  }
}

/**
 * How late the event loop ran a timer due every 2 ms (perf_hooks.monitorEventLoopDelay), sampled while the
 * process serves (markBusy), as a Prometheus histogram: what a request arriving at that moment waited before
 * anything could look at it. At each scrape the probe's samples since the last one are added to the
 * histogram (from its percentiles), then reset.
 */
export function registerEventLoopDelay(registry: Registry): void {
  // The Registry reads any metric through get(); its type names only prom-client's own classes.
  registry.registerMetric(new DelayHistogram() as unknown as Histogram);
}
