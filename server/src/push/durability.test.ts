import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../db/kysely.js';
import type { Db, Engine } from '../db/schema.js';
import { ApiClient } from '../test/api-client.js';
import { startChildProcess } from '../test/child-server.js';
import { createTestDatabase } from '../test/database.js';
import { eventually } from '../test/eventually.js';
import { TestPushService } from '../test/push-service.js';
import { engines } from '../test/server.js';
import { PUSH_SEND } from './jobs.js';

/** The value of `job_queue_depth{kind="push.send",state}` in a metrics answer. */
function pushDepth(text: string, state: 'ready' | 'delayed'): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`job_queue_depth{kind="${PUSH_SEND}",state="${state}"}`));
  return line === undefined ? undefined : Number(line.split(' ').pop());
}

// On PostgreSQL with Redis as well: the queue stays on the database, whatever else Redis carries.
describe.each(engines)('a push across a kill -9 on %s', (engine: Engine) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'threads-push-'));
  let database: { url: string; drop: () => Promise<void> } | undefined;
  let db: Db | undefined;
  let pushService: TestPushService;
  let env: Record<string, string>;

  beforeAll(async () => {
    database = engine === 'postgres' ? await createTestDatabase() : undefined;
    pushService = await TestPushService.start();
    env = {
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? '',
      RATE_LIMITS: 'off',
      OUTBOUND_ALLOW_LOOPBACK: 'on',
      JOB_LEASE_SECONDS: '3',
      ...(engine === 'postgres' && { REDIS_URL: 'redis://127.0.0.1:6379', REDIS_PREFIX: `push-${Date.now()}:` }),
    };
  });
  afterAll(async () => {
    await db?.destroy();
    await database?.drop();
    await pushService.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('delivers after the restart a push whose process died before the push service answered it', async () => {
    const device = pushService.subscriber();
    // The second copy waits for the metrics check below, whether the lease has run out by then or not.
    let answerSecond!: (status: number) => void;
    const secondAnswer = new Promise<number>((resolve) => {
      answerSecond = resolve;
    });
    pushService.answers.set(new URL(device.endpoint).pathname, [0, secondAnswer]);
    const first = await startChildProcess(env);
    let aliceId: string;
    let bobName: string;
    try {
      const alice = new ApiClient(first.url);
      aliceId = (await alice.signup())._id;
      expect((await alice.post('/api/push/subscriptions', device.toJSON())).status).toBe(201);
      const bob = new ApiClient(first.url);
      bobName = (await bob.signup()).username;
      expect((await bob.post(`/api/users/follow/${aliceId}`)).status).toBe(200);
      // The push is on its way and the push service holds it, unanswered: the process dies mid-send.
      await pushService.waitFor(() => pushService.requestsTo(device)[0]);
    } finally {
      first.child.kill('SIGKILL');
    }
    db = createDatabase({ databaseUrl: database?.url, dataDir }).db;
    const queued = () => db?.selectFrom('jobs').select(['id', 'attempts']).where('kind', '=', PUSH_SEND).execute();
    // The premise: the job outlived its process, claimed once.
    const [job] = (await queued()) ?? [];
    expect(job).toMatchObject({ attempts: 1 });

    const second = await startChildProcess(env);
    try {
      // Visible in the new process's metrics until it is sent.
      const metrics = (await new ApiClient(second.url).get('/api/metrics')).body as string;
      expect(pushDepth(metrics, 'ready')).toBe(1);
      answerSecond(201);
      // Taken over once the 3 s lease of the dead process runs out.
      const push = await pushService.waitFor(() => pushService.requestsTo(device)[1], 60_000);
      expect(push.status).toBe(201);
      expect(JSON.parse(device.decrypt(push.body)).title).toBe(`${bobName} started following you`);
      // The same Topic both times: had the first copy been stored, the second would replace it.
      expect(pushService.requestsTo(device).map((request) => request.headers.topic)).toEqual([job?.id, job?.id]);
      await eventually(async () => expect(await queued()).toEqual([]), 10_000, 100);
      expect(pushService.requestsTo(device).map((request) => request.status)).toEqual([0, 201]);
    } finally {
      second.child.kill('SIGKILL');
    }
  }, 120_000);
});
