import fs from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

export interface FunctionCost {
  name: string;
  where: string;
  /** Share of the window's busy samples (0–1). */
  share: number;
}

const whereOf = (frame: ProfileNode['callFrame']) =>
  frame.url
    ? `${frame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/server\/dist\//, 'server/')}:${frame.lineNumber + 1}`
    : '';

/**
 * Each function's share of the busy samples between two moments of the profile's clock (µs), most first.
 * Samples, not their time deltas: on a busy machine a descheduled process's next sample carries the wait.
 */
export function costsInWindow(file: string, [from, to]: [number, number]): FunctionCost[] {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const costs = new Map<string, FunctionCost>();
  let time = profile.startTime;
  let total = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    const delta = profile.timeDeltas[i] ?? 0;
    time += delta;
    if (time < from || time > to) continue;
    const node = nodes.get(profile.samples[i] ?? -1);
    if (!node || node.callFrame.functionName === '(idle)') continue;
    const key = `${node.callFrame.functionName}@${whereOf(node.callFrame)}`;
    const cost = costs.get(key) ?? {
      name: node.callFrame.functionName || '(anonymous)',
      where: whereOf(node.callFrame),
      share: 0,
    };
    cost.share++;
    total++;
    costs.set(key, cost);
  }
  for (const cost of costs.values()) cost.share /= Math.max(total, 1);
  return [...costs.values()].sort((a, b) => b.share - a.share);
}
