import v8 from 'node:v8';

/**
 * How far V8's old generation may grow past what its last full collection kept, in percent, before the next
 * one. Left to itself V8 picks the factor from its own speed, up to 4× on a machine with gigabytes of memory,
 * so a server holding ~190 MB of live data (its code and full caches) could sit on several hundred MB of
 * garbage: the RSS budget (docs/ARCHITECTURE.md, "Memory") counts on 1.3×. Set once at start-up by `main.ts`;
 * tests and tools keep V8's default.
 */
export const HEAP_GROWING_PERCENT = 30;

export function boundHeapGrowth(): void {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
