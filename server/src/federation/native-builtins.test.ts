import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const serverRoot = path.resolve(import.meta.dirname, '..', '..');

/**
 * In a fresh process (this one's built-ins may have been replaced by another test file's static Fedify import):
 * whether Fedify's modules, loaded as the app loads them, left V8's built-ins in place, and what Fedify alone does.
 */
async function builtinsAfter(load: string): Promise<{ push: boolean; stringify: boolean; depth: number }> {
  const script = `
const push = Array.prototype.push, stringify = JSON.stringify;
${load}
let depth = 0, nested = [];
for (;;) { try { JSON.stringify(nested); } catch { break; } nested = [nested]; depth += 1; if (depth > 3000) break; }
console.log(JSON.stringify({ push: Array.prototype.push === push, stringify: JSON.stringify === stringify, depth }));`;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script],
    {
      cwd: serverRoot,
    },
  );
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}');
}

describe("Fedify's modules keep the process's built-ins", () => {
  it('loading federation leaves Array.prototype.push and JSON.stringify as V8 made them', async () => {
    const after = await builtinsAfter(`
const { federatorModule, federationPlugin } = await import('./src/federation/fedify-modules.ts');
await federatorModule(); await federationPlugin();`);
    expect(after).toEqual({ push: true, stringify: true, depth: 3001 });
  }, 60_000);

  it('(what it guards against: Fedify imported bare replaces them on Node 20)', async () => {
    const after = await builtinsAfter(`await import('@fedify/fedify');`);
    if (Number(process.versions.node.split('.')[0]) === 20)
      expect(after).toMatchObject({ push: false, stringify: false });
  }, 60_000);
});
