import { engines, startTestServer, type TestServer } from '@threads/server/test-support';
import { afterEach, describe, expect, it } from 'vitest';
import { countDemo } from './count-demo.js';
import { DemoMismatchError } from './demo.js';
import { expectedCounts } from './demo-expected.js';
import { planDemo } from './demo-plan.js';
import { DemoStepError } from './demo-steps.js';
import { runDemo } from './run.js';
import { everyTableCount, freshSeedTarget, killWhen, type SeedTarget, seedProcess } from './seed-target.js';

const quiet = () => {};

let targets: SeedTarget[] = [];
afterEach(async () => {
  for (const target of targets) await target.close();
  targets = [];
});

async function fresh(engine: (typeof engines)[number]): Promise<SeedTarget> {
  const target = await freshSeedTarget(engine);
  targets.push(target);
  return target;
}

describe.each(engines)('the demo seed on a fresh %s database', (engine) => {
  it.each([1, 2, 3])(
    'with --seed %i makes exactly its plan; a second run adds nothing',
    async (seed) => {
      const target = await fresh(engine);
      const options = { users: 8, videos: 0, seed };
      const first = await runDemo(target.config, options, quiet);
      expect(first).toMatchObject({ wasComplete: false });
      const expected = expectedCounts(planDemo(options));
      expect(await countDemo(target.db)).toEqual(expected);
      expect(expected).toMatchObject({ people: 8, blocks: 1, groups: 1 });
      for (const kind of [
        'follows',
        'posts',
        'hashtags',
        'likes',
        'replies',
        'quotes',
        'stories',
        'messages',
      ] as const) {
        expect(expected[kind], kind).toBeGreaterThan(0);
      }

      const before = await everyTableCount(target.db);
      expect(await runDemo(target.config, options, quiet)).toMatchObject({ wasComplete: true, taken: 0 });
      expect(await everyTableCount(target.db)).toEqual(before);

      // Another draw over this one would mix two demos: refused before anything is written.
      await expect(runDemo(target.config, { ...options, seed: seed + 10 }, quiet)).rejects.toThrow(DemoMismatchError);
      expect(await everyTableCount(target.db)).toEqual(before);
    },
    120_000,
  );

  it('finishes the demo when a run killed halfway is started again', async () => {
    const target = await fresh(engine);
    const options = { users: 10, videos: 0, seed: 4 };
    const args = ['--demo-users', '10', '--demo-videos', '0', '--seed', '4'];
    const expected = expectedCounts(planDemo(options));
    const counts = () => countDemo(target.db);

    await killWhen(await seedProcess(target, args), async () => (await counts()).people >= 4);
    await killWhen(await seedProcess(target, args), async () => (await counts()).likes >= 20);
    const killed = await counts();
    expect(killed.likes).toBeGreaterThanOrEqual(20);
    expect(killed.messages).toBeLessThan(expected.messages);

    const report = await runDemo(target.config, options, quiet);
    expect(report).toMatchObject({ wasComplete: false });
    expect(await counts()).toEqual(expected);
  }, 120_000);

  it('stops at the first action the app refuses, says which and why, and finishes once the cause is gone', async () => {
    const target = await fresh(engine);
    const options = { users: 8, videos: 0, seed: 5 };
    const plan = planDemo(options);
    // Someone took a demo person's name before the seed ran, and froze the account: nobody can follow it.
    const ref = [1, 2, 3].find((p) => p !== plan.block?.blocker && p !== plan.block?.blocked) ?? 1;
    const taken = plan.people[ref]?.username ?? '';
    // The app runs beside the seed only between its runs: two SQLite connections in one process would wait on
    // each other's write lock on the one event loop (separate processes, as in real use, do not).
    const withApp = async (use: (server: TestServer) => Promise<void>) => {
      const server = await startTestServer(engine, {
        sharedDatabaseUrl: target.config.databaseUrl,
        config: { dataDir: target.config.dataDir },
      });
      try {
        await use(server);
      } finally {
        await server.close();
      }
    };
    await withApp(async (server) => {
      const owner = server.client();
      const signup = { name: 'Early Bird', username: taken, email: `${taken}@example.com`, password: 'early-bird-1' };
      expect((await owner.post('/api/users/signup', signup)).status).toBe(201);
      expect((await owner.put('/api/users/freeze', {})).status).toBe(200);
    });

    const firstFollow = plan.follows.find((f) => f.followee === ref);
    const stopped = runDemo(target.config, options, quiet);
    await expect(stopped).rejects.toThrow(DemoStepError);
    await expect(stopped).rejects.toThrow(
      `the demo stopped at "${plan.people[firstFollow?.follower ?? 0]?.username} follows ${plan.people[firstFollow?.followee ?? 0]?.username}" (follows): `,
    );
    expect((await countDemo(target.db)).posts).toBe(0);

    // Logging in unfreezes the account; the same command then finishes the demo.
    await withApp(async (server) => {
      expect(
        (await server.client().post('/api/users/login', { username: taken, password: 'early-bird-1' })).status,
      ).toBe(200);
    });
    await runDemo(target.config, options, quiet);
    expect(await countDemo(target.db)).toEqual(expectedCounts(plan));
  }, 120_000);
});
