import type { Histogram, Registry } from 'prom-client';

type Labels = Record<string, string | number>;

/**
 * A histogram's lines as prom-client's Registry reads them from a metric's `get()`, in its Histogram's order:
 * each bound's cumulative count (`le` first, then the series' labels), `+Inf`, `_sum`, `_count`. `counts`
 * holds each bucket's own count (not cumulative), the last one above every bound.
 */
export function histogramLines(
  name: string,
  bounds: readonly number[],
  series: { labels: Labels; counts: readonly number[]; sum: number; count: number },
) {
  const { labels, counts, sum, count } = series;
  const bucket = (le: number | string, value: number) => ({
    labels: { le, ...labels },
    value,
    metricName: `${name}_bucket`,
  });
  const lines: { labels: Labels; value: number; metricName: string }[] = [];
  let cumulative = 0;
  bounds.forEach((bound, i) => {
    cumulative += counts[i] ?? 0;
    lines.push(bucket(bound, cumulative));
  });
  lines.push(bucket('+Inf', count));
  lines.push({ labels, value: sum, metricName: `${name}_sum` });
  lines.push({ labels, value: count, metricName: `${name}_count` });
  return lines;
}

/** One series of a `LabelledHistogram`: what it observed, per bucket. */
export class HistogramSeries {
  readonly counts: number[];
  sum = 0;
  count = 0;

  constructor(
    readonly labels: Labels,
    private readonly bounds: readonly number[],
  ) {
    this.counts = new Array<number>(bounds.length + 1).fill(0);
  }

  observe(value: number): void {
    if (!Number.isFinite(value)) return;
    const bounds = this.bounds;
    let i = 0;
    while (i < bounds.length && value > (bounds[i] as number)) i++;
    this.counts[i] = (this.counts[i] as number) + 1;
    this.sum += value;
    this.count++;
  }

  reset(): void {
    this.counts.fill(0);
    this.sum = 0;
    this.count = 0;
  }
}

/**
 * A Prometheus histogram with labels whose series are each found once, by the caller, and then observed with a
 * comparison per bucket: prom-client's `observe` checks and hashes the labels on every call (~4 µs, on every
 * request and every statement). The Registry reads it through `get()` as it reads its own (the same text as a
 * prom-client Histogram, tested beside one).
 */
export class LabelledHistogram<L extends string> {
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  private readonly series = new Map<string, HistogramSeries>();

  constructor(
    readonly name: string,
    readonly help: string,
    private readonly labelNames: readonly L[],
    private readonly bounds: readonly number[],
    registry: Registry,
  ) {
    // The Registry reads any metric through get(); its type names only prom-client's own classes.
    registry.registerMetric(this as unknown as Histogram);
  }

  /** The series of these label values (in `labelNames`' order), made on first use. */
  labels(...values: string[]): HistogramSeries {
    const key = values.join('\u0000');
    let series = this.series.get(key);
    if (series === undefined) {
      const labels = Object.fromEntries(this.labelNames.map((name, i) => [name, values[i] ?? '']));
      series = new HistogramSeries(labels, this.bounds);
      this.series.set(key, series);
    }
    return series;
  }

  async get() {
    return {
      name: this.name,
      help: this.help,
      type: this.type,
      aggregator: this.aggregator,
      values: [...this.series.values()].flatMap((series) => histogramLines(this.name, this.bounds, series)),
    };
  }

  /** Zeroes every series in place: callers keep the series they were given. */
  reset(): void {
    for (const series of this.series.values()) series.reset();
  }
}
