import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { DelayHistogram } from './event-loop-delay.js';

/** A probe's reading: `count` samples, and the delay (ns) at each percentile, as monitorEventLoopDelay gives them. */
function reading(count: number, percentiles: [number, number][]) {
  let reset = 0;
  return {
    source: { count, percentiles: new Map(percentiles), reset: () => void reset++ },
    resets: () => reset,
  };
}

async function exposition(metric: unknown): Promise<string> {
  const registry = new Registry();
  registry.registerMetric(metric as Histogram);
  return registry.metrics();
}

describe('the event-loop delay histogram', () => {
  // ns between ticks due every 2 ms: 2.1 ms (0.1 ms late), 4 ms (2 ms late), 32 ms (30 ms late), 3 s (late past every bound)
  const percentiles: [number, number][] = [
    [0, 2_100_000],
    [50, 2_100_000],
    [90, 4_000_000],
    [99, 32_000_000],
    [100, 3_000_000_000],
  ];

  it("writes what prom-client's Histogram writes after observing each sample", async () => {
    const { source, resets } = reading(1_000, percentiles);
    const oneByOne = new Histogram({
      name: 'nodejs_eventloop_delay_seconds',
      help: 'How late the event loop ran a timer due every 2 ms, while serving',
      buckets: [0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [],
    });
    let added = 0;
    for (const [percentile, ns] of percentiles) {
      for (const upTo = Math.round((1_000 * percentile) / 100); added < upTo; added++)
        oneByOne.observe(ns / 1e9 - 0.002);
    }
    const text = await exposition(new DelayHistogram(source));
    expect(text).toBe(await exposition(oneByOne));
    expect(text).toContain('nodejs_eventloop_delay_seconds_bucket{le="0.001"} 500');
    expect(text).toContain('nodejs_eventloop_delay_seconds_bucket{le="+Inf"} 1000');
    expect(resets()).toBe(1);
  });

  it("adds a scrape's samples per percentile step, not one by one: a billion cost what ten do", async () => {
    const histogram = new DelayHistogram(reading(1_000_000_000, percentiles).source);
    const text = await exposition(histogram);
    expect(text).toContain('nodejs_eventloop_delay_seconds_bucket{le="+Inf"} 1000000000');
    expect(text).toContain('nodejs_eventloop_delay_seconds_count 1000000000');
  });

  it('counts on from one scrape to the next', async () => {
    const { source } = reading(10, percentiles);
    const histogram = new DelayHistogram(source);
    await exposition(histogram);
    expect(await exposition(histogram)).toContain('nodejs_eventloop_delay_seconds_count 20');
  });
});
