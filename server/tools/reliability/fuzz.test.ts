import { startTestServer, type TestServer } from '@threads/server/test-support';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFuzz } from './fuzz/run-fuzz.js';
import { fuzzSockets } from './fuzz/socket-fuzz.js';
import { buildWorld, type World } from './world.js';

/** The fixed-seed slice of `npm run fuzz` (which sends ≥ 1,000 cases per endpoint on both engines). */
const SEED = 20261122;
const RUNS = 12;

describe('fuzzing every endpoint with hostile input (fixed seed, sqlite)', () => {
  let server: TestServer;
  let world: World;
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);

  beforeAll(async () => {
    process.on('unhandledRejection', onUnhandled);
    server = await startTestServer('sqlite', { env: { RATE_LIMITS: 'off' } });
    world = await buildWorld(server.url);
  });
  afterAll(async () => {
    process.off('unhandledRejection', onUnhandled);
    await server?.close();
  });

  it('never answers 5xx, always explains a refusal, and stores nothing from one', async () => {
    const reports = await runFuzz(world, { db: server.app.ctx.db, config: server.config }, { runs: RUNS, seed: SEED });
    expect(reports.flatMap((report) => report.findings)).toEqual([]);
    expect(reports.every((report) => report.cases === RUNS)).toBe(true);
    expect(unhandled).toEqual([]);
  }, 240_000);

  it('survives hostile socket events and handshakes', async () => {
    const report = await fuzzSockets(world, { runs: 150, seed: SEED });
    expect(report.findings).toEqual([]);
    expect(unhandled).toEqual([]);
  }, 120_000);
});
