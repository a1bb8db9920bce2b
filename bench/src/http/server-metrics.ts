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

/** What the server's in-process caches hold by their own count (`cache_bytes{cache}`), in MB, summed. */
export async function cachesMb(url: string): Promise<number> {
  const text = await (await fetch(`${url}/api/metrics`)).text();
  let bytes = 0;
  for (const match of text.matchAll(/^cache_bytes\{cache="[^"]+"\} ([0-9.e+-]+)$/gm)) bytes += Number(match[1]);
  return bytes / 1024 / 1024;
}

/** What the server's metrics say about its pauses, read in one scrape (see `pausesBetween`). */
export interface PauseCounters {
  /** The event-loop delay histogram: cumulative bucket counts by upper bound in seconds. */
  delay: Map<number, number>;
  /** GC pauses by kind (major, minor, incremental, weakcb): how many and their seconds. */
  gc: Map<string, { count: number; seconds: number }>;
  /** SQLite statements that wrote, and COMMITs (fsyncs, each on the event loop); NaN on PostgreSQL. */
  writes: number;
  commits: number;
}

export async function pauseCounters(url: string): Promise<PauseCounters> {
  const text = await (await fetch(`${url}/api/metrics`)).text();
  const delay = new Map<number, number>();
  for (const match of text.matchAll(/^nodejs_eventloop_delay_seconds_bucket\{le="([^"]+)"\} ([0-9.e+-]+)$/gm)) {
    delay.set(match[1] === '+Inf' ? Number.POSITIVE_INFINITY : Number(match[1]), Number(match[2]));
  }
  const gc = new Map<string, { count: number; seconds: number }>();
  for (const match of text.matchAll(/^nodejs_gc_duration_seconds_(sum|count)\{kind="([^"]+)"\} ([0-9.e+-]+)$/gm)) {
    const [, field, kind = '', value] = match;
    const entry = gc.get(kind) ?? { count: 0, seconds: 0 };
    if (field === 'sum') entry.seconds = Number(value);
    else entry.count = Number(value);
    gc.set(kind, entry);
  }
  const counter = (name: string) => Number(new RegExp(`^${name} ([0-9.e+-]+)$`, 'm').exec(text)?.[1] ?? Number.NaN);
  return { delay, gc, writes: counter('sqlite_writes_total'), commits: counter('sqlite_commits_total') };
}

export interface DelaySummary {
  samples: number;
  /** Upper bounds of the buckets holding the 50th and 99th percentile and the largest delay, in ms. */
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

/** What held the loop during a run: its delay, the GC pauses and the SQLite commits between two readings. */
export interface PauseSummary {
  /** Undefined when the server has no delay histogram. */
  delay: DelaySummary | undefined;
  /** GC pauses by kind in that time: how many and their total milliseconds. */
  gc: { kind: string; count: number; ms: number }[];
  writes: number;
  commits: number;
}

export function pausesBetween(before: PauseCounters, after: PauseCounters): PauseSummary {
  const gc = [...after.gc].map(([kind, { count, seconds }]) => {
    const earlier = before.gc.get(kind) ?? { count: 0, seconds: 0 };
    return { kind, count: count - earlier.count, ms: Math.round((seconds - earlier.seconds) * 1000) };
  });
  return {
    delay: delayBetween(before.delay, after.delay),
    gc: gc.filter((pauses) => pauses.count > 0),
    writes: after.writes - before.writes,
    commits: after.commits - before.commits,
  };
}

/** How late the event loop ran between two readings of its histogram; undefined when the server has none. */
function delayBetween(before: Map<number, number>, after: Map<number, number>): DelaySummary | undefined {
  const bounds = [...after.keys()].sort((a, b) => a - b);
  const counts = bounds.map((le) => (after.get(le) ?? 0) - (before.get(le) ?? 0));
  const samples = counts[counts.length - 1] ?? 0;
  if (samples === 0) return undefined;
  const boundAt = (share: number) => (bounds[counts.findIndex((c) => c >= share * samples)] ?? Number.NaN) * 1000;
  return { samples, p50Ms: boundAt(0.5), p99Ms: boundAt(0.99), maxMs: boundAt(1) };
}
