import fs from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

export interface HotFunction {
  name: string;
  where: string;
  selfPercent: number;
}

/** The functions with the most self time in a V8 .cpuprofile (node --cpu-prof), idle time left out. */
export function hottestFunctions(file: string, top = 15): HotFunction[] {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as { nodes: ProfileNode[] };
  const byFunction = new Map<string, HotFunction & { hits: number }>();
  let total = 0;
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)' || functionName === '(program)') continue;
    const hits = node.hitCount ?? 0;
    total += hits;
    const where = url
      ? `${url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/server\/dist\//, 'server/')}:${lineNumber + 1}`
      : '';
    const key = `${functionName}@${where}`;
    const entry = byFunction.get(key) ?? { name: functionName || '(anonymous)', where, selfPercent: 0, hits: 0 };
    entry.hits += hits;
    byFunction.set(key, entry);
  }
  return [...byFunction.values()]
    .sort((a, b) => b.hits - a.hits)
    .slice(0, top)
    .map(({ name, where, hits }) => ({ name, where, selfPercent: (hits / Math.max(total, 1)) * 100 }));
}

export function newestProfile(dir: string): string | undefined {
  if (!fs.existsSync(dir)) return undefined;
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.cpuprofile'))
    .map((f) => path.join(dir, f));
  return files.sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)[0];
}
