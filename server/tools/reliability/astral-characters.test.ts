import { engines } from '@threads/server/test-support';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FuzzTarget, fuzzTargets } from './fuzz/targets.js';
import { type RawRequest, sendAs } from './raw-request.js';
import { useWorldServer } from './world-server.js';

/** Characters outside the Basic Multilingual Plane, where string code meets surrogate pairs. */
const ASTRAL = [
  '\u{10FFFF}',
  'a\u{10FFFF}',
  '\u{10FFFF}\u{10FFFF}',
  '😀',
  '𝔸bc',
  '\u{1F469}\u200D\u{1F469}\u200D\u{1F467}',
  '\u{E0041}\u{E007F}',
  '\u{10FFFF}'.repeat(40),
];

const one = <T>(arbitrary: fc.Arbitrary<T>): T => fc.sample(arbitrary, { numRuns: 1, seed: 1 })[0] as T;

/** Every text parameter of a route (path segment, query name, JSON field), each given each astral value in turn. */
function astralRequests(target: FuzzTarget) {
  const method = target.route.split(' ')[0] ?? 'GET';
  const validSegments = Object.fromEntries(Object.entries(target.segments ?? {}).map(([k, v]) => [k, one(v)]));
  const validJson = Object.fromEntries(Object.entries(target.json ?? {}).map(([k, v]) => [k, one(v)]));
  const path = (segments: Record<string, string>) =>
    Object.entries(segments).reduce(
      (p, [name, value]) => p.replace(`{${name}}`, encodeURIComponent(value)),
      target.path,
    );
  const requests: RawRequest[] = [];
  for (const value of ASTRAL) {
    for (const name of Object.keys(validSegments)) {
      requests.push({
        method,
        path: path({ ...validSegments, [name]: value }),
        json: method === 'GET' ? undefined : validJson,
      });
    }
    for (const name of target.query ?? []) {
      requests.push({ method, path: `${path(validSegments)}?${name}=${encodeURIComponent(value)}` });
    }
    if (method !== 'GET') {
      for (const name of Object.keys(validJson)) {
        requests.push({ method, path: path(validSegments), json: { ...validJson, [name]: value } });
      }
    }
  }
  return requests;
}

describe.each(engines)('astral characters in every text parameter (%s)', (engine) => {
  const setup = useWorldServer(engine);

  it('never answer 5xx, and every refusal explains itself', async () => {
    const problems: string[] = [];
    let sent = 0;
    for (const target of fuzzTargets(setup.world)) {
      if (target.visitorOnly && target.route.includes('logout')) continue;
      const cookie = target.visitorOnly ? '' : setup.world.alice.cookie;
      for (const request of astralRequests(target)) {
        const response = await sendAs(setup.server.url, cookie, request);
        sent++;
        const label = `${request.method} ${request.path} ${JSON.stringify(request.json ?? '')}`.slice(0, 300);
        if (response.status >= 500) problems.push(`${label}: ${response.status} ${JSON.stringify(response.body)}`);
        if (response.status >= 400 && typeof response.body?.error !== 'string') problems.push(`${label}: no error`);
      }
    }
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(200);
  }, 240_000);
});
