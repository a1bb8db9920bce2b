// What a Chrome trace of a first load says: the main thread's tasks, long tasks, blocking time, FCP and LCP,
// and self and inclusive time by source function (through the build's source maps). See first-load-trace.ts.
import fs from 'node:fs';
import path from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

const root = path.resolve(import.meta.dirname, '../..');

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: any;
}

export const CATEGORIES = [
  '-*',
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'disabled-by-default-v8.cpu_profiler',
];

export interface Figures {
  busy: number;
  longTasks: number[];
  blocking: number;
  fcp: number;
  lcp: number;
  lcpNode: string;
  self: Map<string, number>;
  total: Map<string, number>;
  /** What each long task held: its biggest direct parts. */
  longParts: string[];
  scripts: Map<string, number>;
}

/** The renderer's main thread: the CrRendererMain where the page's own navigation started. */
function mainThread(events: TraceEvent[], origin: string): { pid: number; tid: number } {
  const nav = events.filter(
    (e) => e.name === 'navigationStart' && String(e.args?.data?.documentLoaderURL ?? '').startsWith(origin),
  );
  const last = nav.at(-1);
  if (!last) throw new Error(`no navigation to ${origin} in the trace`);
  return { pid: last.pid, tid: last.tid };
}

const maps = new Map<string, TraceMap | null>();

/** The source position of a bundle's frame, by the build's source maps (web/dist/assets/*.map). */
function original(url: string, line: number, column: number, name: string): string {
  const file = url.replace(/^.*\/assets\//, '');
  if (!url.includes('/assets/')) return `${name || '(anonymous)'} ${url.replace(/^.*\//, '')}`;
  if (!maps.has(file)) {
    const mapFile = path.join(root, 'web/dist/assets', `${file}.map`);
    maps.set(file, fs.existsSync(mapFile) ? new TraceMap(fs.readFileSync(mapFile, 'utf8')) : null);
  }
  const map = maps.get(file);
  if (!map) return `${name || '(anonymous)'} ${file}:${line}`;
  const at = originalPositionFor(map, { line: line + 1, column });
  const source = String(at.source ?? file)
    .replace(/^.*node_modules\//, '')
    .replace(/^.*\/src\//, 'src/');
  return `${name || at.name || '(anonymous)'} ${source}:${at.line ?? ''}`;
}

/**
 * Self and inclusive time by function from the trace's sampled CPU profile (ProfileChunk events) of one
 * process, frames mapped to their sources.
 */
interface Sample {
  ts: number;
  ms: number;
  stack: string[];
}

function profile(
  events: TraceEvent[],
  pid: number,
): { self: Map<string, number>; total: Map<string, number>; samples: Sample[] } {
  // Node ids are per profile (a process may hold several): keyed by the profile's id too.
  const nodes = new Map<string, { name: string; parent?: string }>();
  const all: Sample[] = [];
  const starts = new Map<string, number>();
  for (const e of events)
    if (e.pid === pid && e.name === 'Profile') starts.set(String(e.id), e.args?.data?.startTime ?? 0);
  const clock = new Map<string, number>();
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  for (const e of events) {
    if (e.pid !== pid || e.name !== 'ProfileChunk') continue;
    const data = e.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) {
      const frame = node.callFrame ?? {};
      nodes.set(`${e.id}:${node.id}`, {
        name: original(String(frame.url ?? ''), frame.lineNumber ?? 0, frame.columnNumber ?? 0, frame.functionName),
        parent: node.parent === undefined ? undefined : `${e.id}:${node.parent}`,
      });
    }
    const samples: number[] = data?.cpuProfile?.samples ?? [];
    const deltas: number[] = data?.timeDeltas ?? [];
    const key = String(e.id);
    samples.forEach((sampleId, i) => {
      const id = `${key}:${sampleId}`;
      const now = (clock.get(key) ?? starts.get(key) ?? 0) + (deltas[i] ?? 0);
      clock.set(key, now);
      const ms = (deltas[i + 1] ?? deltas[i] ?? 0) / 1000;
      const stack: string[] = [];
      for (let at: string | undefined = id; at !== undefined; at = nodes.get(at)?.parent)
        stack.push(nodes.get(at)?.name ?? '');
      all.push({ ts: now, ms, stack });
      const name = nodes.get(id)?.name ?? String(id);
      self.set(name, (self.get(name) ?? 0) + ms);
      const seen = new Set<string>();
      for (let at: string | undefined = id; at !== undefined; at = nodes.get(at)?.parent) {
        const n = nodes.get(at)?.name ?? String(at);
        if (seen.has(n)) continue;
        seen.add(n);
        total.set(n, (total.get(n) ?? 0) + ms);
      }
    });
  }
  return { self, total, samples: all };
}

export function figures(events: TraceEvent[], origin: string): Figures {
  const { pid, tid } = mainThread(events, origin);
  const mine = events.filter((e) => e.pid === pid && e.tid === tid);
  const nav = mine
    .filter((e) => e.name === 'navigationStart' && String(e.args?.data?.documentLoaderURL ?? '').startsWith(origin))
    .at(-1);
  const start = nav?.ts ?? Math.min(...mine.filter((e) => e.ts > 0).map((e) => e.ts));
  const fcpEvent = events.find((e) => e.pid === pid && e.name === 'firstContentfulPaint' && e.ts >= start);
  const lcpEvents = events.filter(
    (e) => e.pid === pid && e.name === 'largestContentfulPaint::Candidate' && e.ts >= start,
  );
  const lcpEvent = lcpEvents.at(-1);
  const fcp = fcpEvent ? (fcpEvent.ts - start) / 1000 : Number.NaN;
  const lcp = lcpEvent ? (lcpEvent.ts - start) / 1000 : Number.NaN;
  // Top-level tasks only: a toplevel event inside another is the same task seen twice.
  const tasks = mine
    .filter((e) => e.ph === 'X' && e.cat.includes('toplevel') && e.ts >= start && (e.dur ?? 0) > 0)
    .sort((a, b) => a.ts - b.ts);
  const top: TraceEvent[] = [];
  for (const task of tasks) {
    const last = top.at(-1);
    if (last && task.ts < last.ts + (last.dur ?? 0)) continue;
    top.push(task);
  }
  const busy = top.reduce((sum, e) => sum + (e.dur ?? 0), 0) / 1000;
  const longTasks = top.filter((e) => (e.dur ?? 0) > 50_000).map((e) => Math.round((e.dur ?? 0) / 1000));
  const afterFcp = top.filter((e) => fcpEvent && e.ts >= fcpEvent.ts);
  const blocking = afterFcp.reduce((sum, e) => sum + Math.max(0, (e.dur ?? 0) / 1000 - 50), 0);
  const sampled = profile(events, pid);
  const longParts = top
    .filter((e) => (e.dur ?? 0) > 50_000)
    .map((task) => {
      const inTask = sampled.samples.filter((x) => x.ts >= task.ts && x.ts < task.ts + (task.dur ?? 0));
      const selfIn = new Map<string, number>();
      const srcIn = new Map<string, number>();
      for (const x of inTask) {
        selfIn.set(x.stack[0] ?? '', (selfIn.get(x.stack[0] ?? '') ?? 0) + x.ms);
        for (const n of new Set(x.stack)) if (n.includes('src/')) srcIn.set(n, (srcIn.get(n) ?? 0) + x.ms);
      }
      const topOf = (m: Map<string, number>, n: number) =>
        [...m]
          .sort((a, b) => b[1] - a[1])
          .slice(0, n)
          .map(([k, v]) => `${v.toFixed(0)} ${k}`)
          .join('; ');
      const where = `\n      self: ${topOf(selfIn, 8)}\n      src: ${topOf(srcIn, 10)}`;
      const end = task.ts + (task.dur ?? 0);
      const inside = mine.filter(
        (e) =>
          e.ph === 'X' &&
          e !== task &&
          e.ts >= task.ts &&
          e.ts < end &&
          (e.dur ?? 0) > 3_000 &&
          !e.cat.includes('toplevel'),
      );
      // Direct parts: not inside another part listed.
      const direct = inside.filter(
        (e) =>
          !inside.some(
            (o) => o !== e && o.ts <= e.ts && o.ts + (o.dur ?? 0) >= e.ts + (e.dur ?? 0) && (o.dur ?? 0) > (e.dur ?? 0),
          ),
      );
      const label = (e: TraceEvent) => {
        const d = e.args?.data ?? {};
        const what = d.url ? String(d.url).replace(/^.*\//, '') : d.functionName || d.type || d.timerId || '';
        return `${e.name}${what ? `(${what})` : ''} ${Math.round((e.dur ?? 0) / 1000)}`;
      };
      return `${Math.round((task.dur ?? 0) / 1000)} ms at ${Math.round((task.ts - start) / 1000)}: ${direct.map(label).join(', ')}${where}`;
    });
  const scripts = new Map<string, number>();
  for (const e of mine) {
    if (e.ph !== 'X' || e.ts < start) continue;
    if (e.name === 'EvaluateScript' || e.name === 'v8.compileModule' || e.name === 'v8.evaluateModule') {
      const url = String(e.args?.data?.url ?? e.args?.fileName ?? '').replace(/^.*\//, '') || '?';
      const key = `${e.name} ${url}`;
      scripts.set(key, (scripts.get(key) ?? 0) + (e.dur ?? 0) / 1000);
    }
  }
  return {
    busy,
    longTasks,
    blocking,
    fcp,
    lcp,
    lcpNode: `${String(lcpEvent?.args?.data?.type ?? '')} ${String(lcpEvent?.args?.data?.size ?? '')}`,
    self: sampled.self,
    total: sampled.total,
    longParts,
    scripts,
  };
}
