import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const serverRoot = path.resolve(import.meta.dirname, '../..');

/**
 * ~110 MB kept live and a map churned under it, in a process of its own: V8's default sizing let its heap reach
 * 2.8× the live data here (300 MB), the bound about 2× (the fixed 32 MB new space included).
 */
const churn = `
  import { boundHeapGrowth } from './src/ops/heap-growth.ts';
  boundHeapGrowth();
  const live = Array.from({ length: 800_000 }, (_, i) => ({ a: 'x' + i, b: [i, i + 1] }));
  const churned = new Map();
  let most = 0;
  for (let r = 0; r < 1_200_000; r++) {
    churned.set(r % 100_000, { s: 'y' + r, list: [r, r, r, r] });
    if (r % 5000 === 0) most = Math.max(most, process.memoryUsage().heapTotal);
  }
  globalThis.gc();
  console.log(JSON.stringify({ most, live: process.memoryUsage().heapUsed, kept: live.length }));
`;

describe('the V8 heap bound (ops/heap-growth.ts)', () => {
  it('keeps the heap near its live data while garbage is made', () => {
    const child = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', '--input-type=module', '-e', churn], {
      cwd: serverRoot,
      encoding: 'utf8',
    });
    expect(child.status, child.stderr).toBe(0);
    const { most, live } = JSON.parse(child.stdout) as { most: number; live: number };
    expect(most / live).toBeLessThan(2.4);
  }, 60_000);
});
