import { setTimeout as sleep } from 'node:timers/promises';
import {
  connectSocket,
  type PrivatePostgres,
  type PrivateRedis,
  startPrivatePostgres,
  startPrivateRedis,
  startTestServer,
  type TestServer,
} from '@threads/server/test-support';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RawResponse, sendAs } from './raw-request.js';
import { type Account, signupAccount } from './world.js';

const FAST_MS = 1000;
const RECOVERY_MS = 30_000;

const slowest = (answers: { ms: number }[]) => Math.max(0, ...answers.map((a) => a.ms));

/**
 * Fast: the review's 1 s, or four times this machine's slowest answer before the fault when it is busy (other
 * processes on its cores stretch every answer alike; a wait on the missing dependency stretches only these).
 */
const fastMs = (quiet: { ms: number }[]) => Math.max(FAST_MS, 4 * slowest(quiet));

async function timed(work: Promise<RawResponse>): Promise<RawResponse & { ms: number }> {
  const started = Date.now();
  const response = await work;
  return { ...response, ms: Date.now() - started };
}

/** One line of figures per fault, for docs/RELIABILITY.md. */
function report(
  dependency: string,
  during: { status: number; ms: number }[],
  healthMs: number,
  recoveredMs: number,
  acked: number,
  lost: number,
) {
  const statuses = [...new Set(during.map((a) => a.status))].join('/');
  console.info(
    `${dependency} down: ${during.length} answers (${statuses}), slowest ${slowest(during)} ms; health ${healthMs} ms; ` +
      `recovered ${recoveredMs} ms after restart; acknowledged writes ${acked}, lost ${lost}`,
  );
}

/** Polls until `ready` holds, returning how long it took, or fails after 30 s. */
async function recoveryTime(ready: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < RECOVERY_MS) {
    if (await ready().catch(() => false)) return Date.now() - started;
    await sleep(100);
  }
  throw new Error('not recovered within 30 s');
}

// Our own PostgreSQL and Redis, stopped and started under load; the machine's shared ones are never touched.
describe('dependency faults: PostgreSQL or Redis stops under load, then returns', () => {
  let postgres: PrivatePostgres;
  let redis: PrivateRedis;
  let server: TestServer;
  let alice: Account;
  let bob: Account;
  const acknowledged: string[] = [];
  const answers: (RawResponse & { ms: number })[] = [];
  let load: Promise<void> | undefined;
  let loading = false;

  /** Two writers posting as fast as they are answered, recording every answer. */
  function startLoad() {
    loading = true;
    const writer = async (account: Account) => {
      while (loading) {
        const response = await timed(
          sendAs(server.url, account.cookie, {
            method: 'POST',
            path: '/api/posts/create',
            json: { postedBy: account.id, text: 'load' },
          }),
        ).catch((error: Error) => ({ status: 0, body: { error: error.message }, ms: 0 }));
        answers.push(response);
        if (response.status === 201) acknowledged.push(response.body._id);
        await sleep(20);
      }
    };
    load = Promise.all([writer(alice), writer(bob)]).then(() => undefined);
  }

  async function stopLoad() {
    loading = false;
    await load;
  }

  beforeAll(async () => {
    [postgres, redis] = await Promise.all([startPrivatePostgres(), startPrivateRedis()]);
    server = await startTestServer('postgres', {
      sharedDatabaseUrl: postgres.url,
      config: { redisUrl: redis.url, redisPrefix: 'faults:' },
    });
    [alice, bob] = await Promise.all([signupAccount(server.url), signupAccount(server.url)]);
  }, 120_000);
  afterAll(async () => {
    loading = false;
    await load;
    try {
      await server?.close();
    } finally {
      await redis?.stop();
      await postgres?.destroy();
    }
  });

  it('PostgreSQL down: fast 503s with an error body, health names it, recovery within 30 s, nothing acknowledged lost', async () => {
    startLoad();
    await sleep(500);
    const fast = fastMs(answers);
    await postgres.stop();
    answers.length = 0;
    await sleep(1500);
    const health = await timed(sendAs(server.url, '', { method: 'GET', path: '/api/health' }));
    const during = answers.slice();
    expect(during.length).toBeGreaterThan(0);
    for (const answer of during) {
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({
        error: 'Service temporarily unavailable. Please try again shortly.',
        code: 'UNAVAILABLE',
      });
      expect(answer.ms).toBeLessThan(fast);
    }
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ status: 'unavailable', database: 'down', redis: 'ok' });
    expect(health.ms).toBeLessThan(fast);

    await postgres.start();
    const recovered = await recoveryTime(async () => {
      const last = answers.at(-1);
      return last?.status === 201;
    });
    expect(recovered).toBeLessThan(RECOVERY_MS);
    await stopLoad();

    const client = new pg.Client({ connectionString: postgres.url });
    await client.connect();
    const stored = await client.query<{ id: string }>('select id from posts where id = any($1)', [acknowledged]);
    await client.end();
    expect(stored.rows.length).toBe(acknowledged.length);
    report('PostgreSQL', during, health.ms, recovered, acknowledged.length, acknowledged.length - stored.rows.length);
  }, 90_000);

  it('Redis down: the app keeps answering or says 503 fast, health names Redis, sockets work again once it returns', async () => {
    answers.length = 0;
    startLoad();
    await sleep(500);
    const fast = fastMs(answers);
    await redis.stop();
    answers.length = 0;
    await sleep(1500);
    const health = await timed(sendAs(server.url, '', { method: 'GET', path: '/api/health' }));
    // Every request sent while Redis was down has its answer, the slowest too (those still waiting are counted).
    await stopLoad();
    expect(health.status).toBe(503);
    expect(health.body).toMatchObject({ status: 'unavailable', database: 'ok', redis: 'down' });
    expect(health.ms).toBeLessThan(fast);
    expect(answers.length).toBeGreaterThan(0);
    for (const answer of answers) {
      expect([201, 503]).toContain(answer.status);
      expect(answer.ms).toBeLessThan(fast);
    }

    await redis.start();
    const recovered = await recoveryTime(async () => {
      const response = await sendAs(server.url, '', { method: 'GET', path: '/api/health' });
      return response.status === 200;
    });
    expect(recovered).toBeLessThan(RECOVERY_MS);

    const socket = await connectSocket(server.url, { cookie: alice.cookie });
    const sent = await sendAs(server.url, bob.cookie, {
      method: 'POST',
      path: '/api/messages',
      json: { recipientId: alice.id, message: 'after the outage' },
    });
    expect(sent.status).toBe(201);
    await socket.waitFor('newMessage', (message) => message._id === sent.body._id);
    socket.close();
    report('Redis', answers, health.ms, recovered, acknowledged.length, 0);
  }, 90_000);
});
