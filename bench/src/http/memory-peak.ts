import fs from 'node:fs';

const MB = 1024 * 1024;

/** What the server's memory was made of at its highest RSS, in MB, and what the bench was running then. */
export interface MemoryAtPeak {
  rssMb: number;
  /** The bench's line running at the peak. */
  during: string;
  /** V8's heap as committed (every space), and the part of it holding objects, live or not yet collected. */
  heapMb: number;
  heapUsedMb: number;
  /** Memory V8 was told of outside its heap: Buffers and other ArrayBuffers. */
  externalMb: number;
  /** File-backed pages: Node's binary and the native libraries, as far as touched. */
  codeMb: number;
  /**
   * The rest of the anonymous memory: SQLite (its page cache, bounded by `sqlitePageCacheMaxMb`, and its
   * prepared statements), the allocator's arenas, thread stacks.
   */
  nativeMb: number;
  sqlitePageCacheMaxMb: number;
  sqliteStatements: number;
}

function residentMb(pid: number): { rss: number; anon: number; file: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? Number.NaN) / 1024;
  return { rss: kb('VmRSS'), anon: kb('RssAnon') + kb('RssShmem'), file: kb('RssFile') };
}

async function serverGauges(url: string): Promise<Record<string, number>> {
  const text = await (await fetch(`${url}/api/metrics`)).text();
  const names = [
    'nodejs_heap_size_total_bytes',
    'nodejs_heap_size_used_bytes',
    'nodejs_external_memory_bytes',
    'sqlite_page_cache_max_bytes',
    'sqlite_prepared_statements',
  ];
  return Object.fromEntries(
    names.map((name) => [name, Number(new RegExp(`^${name} ([0-9.e+-]+)$`, 'm').exec(text)?.[1] ?? Number.NaN)]),
  );
}

/** What the server's memory is made of now (/proc and `/api/metrics`), in MB, `during` naming what was running. */
export async function memoryNow(pid: number, url: string, during: string): Promise<MemoryAtPeak> {
  const gauges = await serverGauges(url);
  const resident = residentMb(pid);
  const heapMb = (gauges.nodejs_heap_size_total_bytes ?? Number.NaN) / MB;
  const externalMb = (gauges.nodejs_external_memory_bytes ?? Number.NaN) / MB;
  return {
    rssMb: resident.rss,
    during,
    heapMb,
    heapUsedMb: (gauges.nodejs_heap_size_used_bytes ?? Number.NaN) / MB,
    externalMb,
    codeMb: resident.file,
    nativeMb: resident.anon - heapMb - externalMb,
    sqlitePageCacheMaxMb: (gauges.sqlite_page_cache_max_bytes ?? Number.NaN) / MB,
    sqliteStatements: gauges.sqlite_prepared_statements ?? Number.NaN,
  };
}

/**
 * Samples the server's RSS (from /proc, Linux) until stopped, and each time it reaches a new high, at most once a
 * second, asks the server what its memory is made of (`/api/metrics`), so the report can say where the peak was.
 */
export function watchMemory(pid: number, url: string, everyMs = 250) {
  let peakMb = 0;
  let atPeak: MemoryAtPeak | undefined;
  let during = 'start';
  let asking = false;
  let askedAt = 0;
  const breakdown = async () => {
    asking = true;
    askedAt = performance.now();
    const line = during;
    try {
      const now = await memoryNow(pid, url, line);
      if (!atPeak || now.rssMb >= atPeak.rssMb) atPeak = now;
    } catch {
      // the server is stopping
    } finally {
      asking = false;
    }
  };
  const sample = () => {
    try {
      const { rss } = residentMb(pid);
      if (rss <= peakMb) return;
      peakMb = rss;
      if (!asking && performance.now() - askedAt >= 1000) void breakdown();
    } catch {
      // the process has exited
    }
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    /** Names the bench's line now running, for the peak's report. */
    during(line: string) {
      during = line;
    },
    async stop(): Promise<{ peakMb: number; atPeak: MemoryAtPeak | undefined }> {
      clearInterval(timer);
      sample();
      while (asking) await new Promise((resolve) => setTimeout(resolve, 20));
      return { peakMb, atPeak };
    },
  };
}

/** The breakdown as the report prints it. */
export function describePeak(peak: MemoryAtPeak): string {
  const mb = (n: number) => `${n.toFixed(0)} MB`;
  return (
    `at ${mb(peak.rssMb)} (during ${peak.during}): V8 heap ${mb(peak.heapMb)} (${mb(peak.heapUsedMb)} in use), ` +
    `external ${mb(peak.externalMb)}, code ${mb(peak.codeMb)}, other native ${mb(peak.nativeMb)}` +
    (Number.isNaN(peak.sqliteStatements)
      ? ''
      : ` (SQLite's page cache ≤ ${mb(peak.sqlitePageCacheMaxMb)} in it, and ${peak.sqliteStatements} prepared statements)`)
  );
}
