/** Reads named gauges and counters from the server's Prometheus endpoint. */
export async function scrapeMetrics(url: string, names: string[]): Promise<Record<string, number>> {
  const text = await (await fetch(`${url}/api/metrics`)).text();
  const values: Record<string, number> = {};
  for (const name of names) {
    const match = new RegExp(`^${name} ([0-9.e+-]+)$`, 'm').exec(text);
    values[name] = match ? Number(match[1]) : Number.NaN;
  }
  return values;
}

/** The server's event-loop delay histogram (cumulative bucket counts by upper bound in seconds). */
export async function eventLoopDelayBuckets(url: string): Promise<Map<number, number>> {
  const text = await (await fetch(`${url}/api/metrics`)).text();
  const buckets = new Map<number, number>();
  for (const match of text.matchAll(/^nodejs_eventloop_delay_seconds_bucket\{le="([^"]+)"\} ([0-9.e+-]+)$/gm)) {
    buckets.set(match[1] === '+Inf' ? Number.POSITIVE_INFINITY : Number(match[1]), Number(match[2]));
  }
  return buckets;
}

export interface DelaySummary {
  samples: number;
  /** Upper bounds of the buckets holding the 50th and 99th percentile and the largest delay, in ms. */
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

/** How late the event loop ran between two scrapes of its histogram; undefined when the server has none. */
export function delayBetween(before: Map<number, number>, after: Map<number, number>): DelaySummary | undefined {
  const bounds = [...after.keys()].sort((a, b) => a - b);
  const counts = bounds.map((le) => (after.get(le) ?? 0) - (before.get(le) ?? 0));
  const samples = counts[counts.length - 1] ?? 0;
  if (samples === 0) return undefined;
  const boundAt = (share: number) => (bounds[counts.findIndex((c) => c >= share * samples)] ?? Number.NaN) * 1000;
  return { samples, p50Ms: boundAt(0.5), p99Ms: boundAt(0.99), maxMs: boundAt(1) };
}
