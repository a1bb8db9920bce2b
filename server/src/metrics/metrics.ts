import type { LogEvent } from 'kysely';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { markBusy, registerEventLoopDelay } from './event-loop-delay.js';
import { type HistogramSeries, LabelledHistogram } from './labelled-histogram.js';

let processRegistry: Registry | undefined;

/**
 * prom-client's summary of event-loop lag comes from a probe ticking every 10 ms for the life of the process
 * (~0.4 % of a core with nothing to do); `nodejs_eventloop_delay_seconds` says the same while serving, so its
 * probe is set to tick once a day and its gauges are dropped. `nodejs_eventloop_lag_seconds` (measured at
 * each scrape) stays.
 */
const PROM_LAG_PROBE_MS = 86_400_000;
const PROM_LAG_SUMMARY = ['min', 'max', 'mean', 'stddev', 'p50', 'p90', 'p99'].map(
  (stat) => `nodejs_eventloop_lag_${stat}_seconds`,
);

/** GC pauses down to the millisecond: a 5–20 ms pause is what a request's tail latency feels. */
const GC_PAUSE_BUCKETS = [0.001, 0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 1];

/** CPU, memory, event-loop lag and delay and GC belong to the process: collected once, however many apps it runs. */
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({
      register: processRegistry,
      eventLoopMonitoringPrecision: PROM_LAG_PROBE_MS,
      gcDurationBuckets: GC_PAUSE_BUCKETS,
    });
    for (const name of PROM_LAG_SUMMARY) processRegistry.removeSingleMetric(name);
    registerEventLoopDelay(processRegistry);
  }
  return processRegistry;
}

/** Where the realtime layer reports its live numbers; read at every scrape. */
export interface SocketStats {
  openSockets: number;
  onlineUsers: number;
}

/**
 * One Prometheus registry per app instance (tests run several apps in one process).
 * Feature code records through the small methods below and never touches prom-client itself.
 */
export class AppMetrics {
  private readonly registry = new Registry();
  private socketStats: (() => SocketStats) | undefined;
  private readonly cacheSources: (() => Record<string, { entries: number; bytes: number }>)[] = [];

  private readonly httpDuration = new LabelledHistogram(
    'http_request_duration_seconds',
    'HTTP request latency by route pattern',
    ['method', 'route', 'status'],
    [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    this.registry,
  );

  private readonly dbDuration = new LabelledHistogram(
    'db_query_duration_seconds',
    'Database query time by statement kind',
    ['operation', 'outcome'],
    [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
    this.registry,
  );

  private readonly mediaDuration = new Histogram({
    name: 'media_processing_duration_seconds',
    help: 'Media processing time (image re-encode, video probe, poster frame) by step',
    labelNames: ['step', 'outcome'] as const,
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
    registers: [this.registry],
  });

  constructor() {
    const stats = () => this.socketStats?.();
    new Gauge({
      name: 'realtime_open_sockets',
      help: 'Open socket.io connections on this process',
      registers: [this.registry],
      collect() {
        this.set(stats()?.openSockets ?? 0);
      },
    });
    new Gauge({
      name: 'realtime_online_users',
      help: 'Distinct users with at least one open socket',
      registers: [this.registry],
      collect() {
        this.set(stats()?.onlineUsers ?? 0);
      },
    });
  }

  /** The Prometheus text exposition of this app's metrics and the process's. */
  async scrape(): Promise<string> {
    return `${await processMetrics().metrics()}\n${await this.registry.metrics()}`;
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** Each (method, route pattern, status) is a series: bounded by the routes, the methods Node parses and the statuses. */
  observeHttp(method: string, route: string, status: number, seconds: number): void {
    markBusy();
    this.httpDuration.labels(method, route, String(status)).observe(seconds);
  }

  /** A socket event came in: the event-loop delay probe runs while the process serves. */
  observeSocketEvent(): void {
    markBusy();
  }

  /** `dbDuration`'s series by the statement's node kind and outcome, its operation label worked out once. */
  private readonly dbSeries = new Map<string, HistogramSeries>();

  /** Kysely's `log` option: every statement's duration, labelled by kind (select, insert, …), never by text. */
  readonly observeQuery = (event: LogEvent): void => {
    const outcome = event.level === 'error' ? 'error' : 'ok';
    const key = `${outcome} ${event.query.query.kind}`;
    let series = this.dbSeries.get(key);
    if (series === undefined) {
      const operation = event.query.query.kind.replace(/QueryNode$|Node$/, '').toLowerCase();
      series = this.dbDuration.labels(operation, outcome);
      this.dbSeries.set(key, series);
    }
    series.observe(event.queryDurationMillis / 1000);
  };

  /** Times one media-processing step; the work's result or error passes through untouched. */
  async timeMedia<T>(step: string, work: () => Promise<T>): Promise<T> {
    const end = this.mediaDuration.startTimer({ step });
    try {
      const result = await work();
      end({ outcome: 'ok' });
      return result;
    } catch (error) {
      end({ outcome: 'error' });
      throw error;
    }
  }

  /** The realtime layer registers how to count its sockets and users; read lazily at each scrape. */
  reportSockets(source: () => SocketStats): void {
    this.socketStats = source;
  }

  /**
   * SQLite group commit: writes and the commits (fsyncs) that made them durable, and the statements kept
   * prepared, read at each scrape; beside them the page cache's bound (SQLite's share of the RSS budget).
   */
  reportGroupCommit(stats: { writes: number; commits: number; statements: number }, pageCacheBytes: number): void {
    const readAtScrape = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        registers: [this.registry],
        collect() {
          this.set(read());
        },
      });
    readAtScrape(
      'sqlite_prepared_statements',
      'SQLite statements kept prepared for reuse (their memory is outside the V8 heap)',
      () => stats.statements,
    );
    new Gauge({
      name: 'sqlite_page_cache_max_bytes',
      help: "The bound of SQLite's page cache: cache_size times the connections",
      registers: [this.registry],
    }).set(pageCacheBytes);
    readAtScrape('sqlite_writes_total', 'Statements that wrote to SQLite', () => stats.writes);
    readAtScrape('sqlite_commits_total', 'SQLite commits (one fsync each) shared by those writes', () => stats.commits);
  }

  /** The job queue's waiting jobs per kind (due and delayed), read at each scrape. */
  reportQueue(source: () => Promise<{ kind: string; ready: number; delayed: number }[]>): void {
    new Gauge({
      name: 'job_queue_depth',
      help: 'Jobs waiting in the queue by kind: due now (or running) and scheduled for later',
      labelNames: ['kind', 'state'] as const,
      registers: [this.registry],
      async collect() {
        this.reset();
        for (const { kind, ready, delayed } of await source()) {
          this.set({ kind, state: 'ready' }, ready);
          this.set({ kind, state: 'delayed' }, delayed);
        }
      },
    });
  }

  /**
   * The in-process caches' sizes (their estimated bytes, records included, and entries), read at each scrape.
   * Each part of the app reports its own (the shared caches in app.ts, the drawings in share/web-app.ts).
   */
  reportCaches(source: () => Record<string, { entries: number; bytes: number }>): void {
    this.cacheSources.push(source);
    if (this.cacheSources.length > 1) return;
    const sources = this.cacheSources;
    const gauge = (name: string, help: string, field: 'entries' | 'bytes') =>
      new Gauge({
        name,
        help,
        labelNames: ['cache'] as const,
        registers: [this.registry],
        collect() {
          for (const source of sources)
            for (const [cache, size] of Object.entries(source())) this.set({ cache }, size[field]);
        },
      });
    gauge('cache_bytes', 'Bytes an in-process cache holds by its own estimate (bounded by its budget)', 'bytes');
    gauge('cache_entries', 'Entries an in-process cache holds', 'entries');
  }

  hasSocketSource(): boolean {
    return this.socketStats !== undefined;
  }
}
