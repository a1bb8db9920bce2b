import fc from 'fast-check';
import type { Config } from '../../../src/config.js';
import type { Db } from '../../../src/db/schema.js';
import { type RawRequest, sendAs } from '../raw-request.js';
import type { World } from '../world.js';
import { hostileJsonBody, hostileMultipart, hostileQuery, hostileSegment, hostileString } from './hostile.js';
import { changedTables, storedRows } from './stored-rows.js';
import { type FuzzTarget, fuzzTargets } from './targets.js';

export interface FuzzFinding {
  route: string;
  problem: string;
  request: string;
}

export interface FuzzReport {
  route: string;
  cases: number;
  statuses: Record<string, number>;
  findings: FuzzFinding[];
}

interface FuzzCase {
  actor: 'alice' | 'visitor' | 'garbage-cookie';
  request: RawRequest;
}

function caseArbitrary(world: World, target: FuzzTarget): fc.Arbitrary<FuzzCase> {
  const method = target.route.split(' ')[0] ?? 'GET';
  const segments = Object.entries(target.segments ?? {});
  const path = fc
    .tuple(...segments.map(([, valid]) => hostileSegment(valid)))
    .map((values) => segments.reduce((p, [name], i) => p.replace(`{${name}}`, values[i] ?? ''), target.path));
  const query = hostileQuery(target.query ?? ['page']);
  const bodies: fc.Arbitrary<Pick<RawRequest, 'raw'>>[] = [fc.constant({})];
  if (method !== 'GET') {
    bodies.push(hostileJsonBody(target.json ?? {}).map((body) => ({ raw: { body, type: 'application/json' } })));
    bodies.push(hostileString.filter((s) => s.length < 2000).map((body) => ({ raw: { body, type: 'text/plain' } })));
    if (target.multipart) {
      const { files, fields } = target.multipart;
      bodies.push(hostileMultipart(files, fields, world.png).map((raw) => ({ raw })));
    }
  }
  const actor = target.visitorOnly
    ? fc.constantFrom<FuzzCase['actor']>('visitor', 'garbage-cookie')
    : fc.constantFrom<FuzzCase['actor']>('alice', 'alice', 'alice', 'visitor', 'garbage-cookie');
  return fc
    .tuple(actor, path, query, fc.oneof(...bodies))
    .map(([who, p, q, body]) => ({ actor: who, request: { method, path: p + q, ...body } }));
}

function describeCase(c: FuzzCase): string {
  const body = c.request.raw ? ` ${c.request.raw.type} ${String(c.request.raw.body).slice(0, 200)}` : '';
  return `${c.actor} ${c.request.method} ${c.request.path.slice(0, 200)}${body}`;
}

/**
 * Sends `runs` generated requests to every endpoint and checks each answer: never a 5xx, an
 * `{"error": …}` body on every refusal, and nothing stored (rows or files) by a refused request.
 */
export async function runFuzz(
  world: World,
  server: { db: Db; config: Config },
  options: { runs: number; seed: number; only?: string; onRoute?: (report: FuzzReport) => void },
): Promise<FuzzReport[]> {
  const reports: FuzzReport[] = [];
  const cookies = {
    alice: world.alice.cookie,
    visitor: '',
    'garbage-cookie': `session=${'\u00ff'.repeat(3)}%00; session=${'a'.repeat(99)}`,
  };
  for (const target of fuzzTargets(world)) {
    if (options.only && !target.route.includes(options.only)) continue;
    const report: FuzzReport = { route: target.route, cases: 0, statuses: {}, findings: [] };
    await fc.assert(
      fc.asyncProperty(caseArbitrary(world, target), async (fuzzCase) => {
        const before = await storedRows(server.db, server.config);
        const response = await sendAs(world.url, cookies[fuzzCase.actor], fuzzCase.request).catch((error: Error) => ({
          status: 599,
          body: { error: `no answer: ${error.message}` },
        }));
        report.cases++;
        report.statuses[response.status] = (report.statuses[response.status] ?? 0) + 1;
        const problems: string[] = [];
        if (response.status >= 500)
          problems.push(`status ${response.status}: ${JSON.stringify(response.body).slice(0, 200)}`);
        if (response.status >= 400 && typeof response.body?.error !== 'string') {
          problems.push(`refusal without {"error"}: ${String(JSON.stringify(response.body)).slice(0, 200)}`);
        }
        if (response.status >= 400) {
          const changed = changedTables(before, await storedRows(server.db, server.config));
          if (changed.length) problems.push(`refused (${response.status}) but stored: ${changed.join(', ')}`);
        }
        for (const problem of problems) {
          report.findings.push({ route: target.route, problem, request: describeCase(fuzzCase) });
        }
      }),
      { numRuns: options.runs, seed: options.seed, endOnFailure: true },
    );
    options.onRoute?.(report);
    reports.push(report);
  }
  return reports;
}
