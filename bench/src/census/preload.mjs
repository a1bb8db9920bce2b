// Loaded into a server process with `node --import` (any build: it patches that build's own drivers):
// counts every SQL statement the process runs, by its text, with the time spent in it, and the process's
// CPU time and GC pauses, so a route's work per request can be read without trusting wall-clock load.
// SQL_CENSUS_PORT: a loopback port answering GET /reset and GET /snapshot (JSON).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PerformanceObserver } from 'node:perf_hooks';
import v8 from 'node:v8';

const requireFromServer = createRequire(path.join(process.cwd(), 'server/package.json'));

let statements = new Map();
let gc = { count: 0, ms: 0 };
let cpuAtReset = process.cpuUsage();
let resetAt = performance.now();

/**
 * Bytes allocated on the V8 heap since the reset: what the heap grew by, plus what each collection in between
 * freed (the GC profiler records the heap's size before and after each).
 */
function allocationMeter() {
  const profiler = new v8.GCProfiler();
  profiler.start();
  const usedAtStart = v8.getHeapStatistics().used_heap_size;
  return () => {
    const used = v8.getHeapStatistics().used_heap_size;
    const freed = (profiler.stop()?.statistics ?? []).reduce(
      (sum, gc) => sum + gc.beforeGC.heapStatistics.usedHeapSize - gc.afterGC.heapStatistics.usedHeapSize,
      0,
    );
    return used - usedAtStart + freed;
  };
}
let allocatedSinceReset = allocationMeter();

function record(sql, parameters, ns) {
  const entry = statements.get(sql);
  if (entry) {
    entry.count++;
    entry.ns += ns;
  } else {
    statements.set(sql, { count: 1, ns, parameters });
  }
}

function timed(original, sqlOf) {
  return function census(...args) {
    const started = process.hrtime.bigint();
    try {
      return original.apply(this, args);
    } finally {
      record(
        sqlOf(this, args),
        args.length === 1 && Array.isArray(args[0]) ? args[0] : args,
        Number(process.hrtime.bigint() - started),
      );
    }
  };
}

// The driver the server takes (server/src/db/sqlite-driver.ts): better-sqlite3 13 segfaults on Node 20,
// where builds that have the alias run better-sqlite3-node20.
function sqliteDriver() {
  if (Number(process.versions.node.split('.')[0]) < 22) {
    try {
      return requireFromServer('better-sqlite3-node20');
    } catch {}
  }
  return requireFromServer('better-sqlite3');
}

try {
  const Database = sqliteDriver();
  const probe = new Database(':memory:');
  const Statement = Object.getPrototypeOf(probe.prepare('select 1'));
  probe.close();
  for (const method of ['all', 'get', 'run', 'iterate']) {
    Statement[method] = timed(Statement[method], (statement) => statement.source);
  }
  Database.prototype.exec = timed(Database.prototype.exec, (_db, args) => String(args[0]));
} catch (error) {
  console.error('sql-census: better-sqlite3 not patched:', error.message);
}

try {
  const pg = requireFromServer('pg');
  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function census(config, values, callback) {
    const sql = typeof config === 'string' ? config : config?.text;
    const parameters = Array.isArray(values) ? values : config?.values;
    // The round trip (queued behind the connection's previous statement included), not the process's CPU.
    const started = process.hrtime.bigint();
    const result = query.call(this, config, values, callback);
    if (!sql) return result;
    const done = () => record(sql, parameters ?? [], Number(process.hrtime.bigint() - started));
    if (typeof result?.then === 'function') result.then(done, done);
    else done();
    return result;
  };
} catch (error) {
  console.error('sql-census: pg not patched:', error.message);
}

new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    gc.count++;
    gc.ms += entry.duration;
  }
}).observe({ entryTypes: ['gc'] });

const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);
let resetAtUs = monotonicUs();

// Bytes this process read from storage (Linux): a dataset whose pages the OS has not cached costs reads and
// CPU that a second run over the same file does not pay, so a route's cold figures say whether they met them.
function storageReadBytes() {
  try {
    const line = readFileSync('/proc/self/io', 'utf8').match(/^read_bytes: (\d+)$/m);
    return line ? Number(line[1]) : null;
  } catch {
    return null;
  }
}
let readAtReset = storageReadBytes();

function snapshot() {
  const cpu = process.cpuUsage(cpuAtReset);
  return {
    // The same clock as a V8 CPU profile's timestamps, so the profile can be cut to this window.
    windowUs: [resetAtUs, monotonicUs()],
    elapsedMs: performance.now() - resetAt,
    cpuMs: (cpu.user + cpu.system) / 1000,
    gc,
    allocatedBytes: allocatedSinceReset(),
    storageReadBytes: readAtReset === null ? null : (storageReadBytes() ?? readAtReset) - readAtReset,
    statements: [...statements].map(([sql, entry]) => ({ sql, ...entry })),
  };
}

const server = createServer((request, response) => {
  if (request.url === '/reset') {
    statements = new Map();
    gc = { count: 0, ms: 0 };
    cpuAtReset = process.cpuUsage();
    resetAt = performance.now();
    resetAtUs = monotonicUs();
    readAtReset = storageReadBytes();
    allocatedSinceReset();
    allocatedSinceReset = allocationMeter();
  }
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(request.url === '/snapshot' ? snapshot() : { ok: true }));
});
server.unref();
server.listen(Number(process.env.SQL_CENSUS_PORT), '127.0.0.1');
