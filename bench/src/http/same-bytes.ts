import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadRequest } from './load.js';
import type { Scenario } from './scenarios.js';
import { type RunningServer, startBaseline } from './servers.js';

export interface SameBytes {
  server: RunningServer;
  /** The request for the captured copy of a scenario's answer; undefined for scenarios not captured. */
  requestFor(scenario: string): (() => LoadRequest) | undefined;
}

/**
 * Captures one real answer of every read scenario from the app and starts bare Fastify serving exactly those
 * bytes, so each read route can be compared with the physical limit of sending its own page.
 */
export async function startSameBytes(appUrl: string, scenarios: Scenario[]): Promise<SameBytes> {
  const bodies: string[] = [];
  const indexOf = new Map<string, number>();
  for (const scenario of scenarios.filter((s) => !s.writes)) {
    const request = scenario.next();
    const response = await fetch(`${appUrl}${request.path}`, { method: request.method, headers: request.headers });
    indexOf.set(scenario.name, bodies.length);
    bodies.push(await response.text());
  }
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-bytes-')), 'bodies.json');
  fs.writeFileSync(file, JSON.stringify(bodies));
  const server = await startBaseline('fastify-same-bytes', { BODIES_FILE: file });
  return {
    server,
    requestFor: (name) => {
      const index = indexOf.get(name);
      return index === undefined ? undefined : () => ({ method: 'GET', path: `/bytes/${index}` });
    },
  };
}
