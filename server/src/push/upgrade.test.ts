import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../db/ids.js';
import { createDatabase } from '../db/kysely.js';
import { migrations } from '../db/migrations/index.js';
import type { Engine } from '../db/schema.js';
import { startChildProcess } from '../test/child-server.js';
import { createTestDatabase } from '../test/database.js';
import { eventually } from '../test/eventually.js';
import { TestPushService } from '../test/push-service.js';
import { engines } from '../test/server.js';
import { userRow } from '../test/user-rows.js';

const UPGRADE = '0040-push-on-job-queue';

describe.each(engines)('pushes waiting in push_jobs across the upgrade to the job queue on %s', (engine: Engine) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'threads-push-upgrade-'));
  let database: { url: string; drop: () => Promise<void> } | undefined;
  let db: Kysely<any>;
  let pushService: TestPushService;

  beforeAll(async () => {
    database = engine === 'postgres' ? await createTestDatabase() : undefined;
    pushService = await TestPushService.start();
    db = createDatabase({ databaseUrl: database?.url, dataDir }).db;
  });
  afterAll(async () => {
    await db.destroy();
    await database?.drop();
    await pushService.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('moves them onto the queue, drops the table, and the upgraded app sends them', async () => {
    const { [UPGRADE]: _upgrade, ...before } = migrations;
    const { error } = await new Migrator({ db, provider: { getMigrations: async () => before } }).migrateToLatest();
    expect(error).toBeUndefined();
    const now = Date.now();
    const userId = newId();
    await db
      .insertInto('users')
      .values(userRow(userId, 'maya', 'Maya', now))
      .execute();
    const device = pushService.subscriber();
    const { keys } = device.toJSON();
    const subscriptionId = newId();
    await db
      .insertInto('push_subscriptions')
      .values({ id: subscriptionId, user_id: userId, endpoint: device.endpoint, ...keys, created_at: now })
      .execute();
    const payloads = [1, 2].map((n) => ({
      title: `sam liked your post ${n}`,
      body: 'hi',
      url: '/',
      tag: `t${n}`,
      badge: n,
    }));
    const ids = [newId(), newId()];
    await db
      .insertInto('push_jobs')
      .values(
        payloads.map((payload, i) => ({
          id: ids[i],
          subscription_id: subscriptionId,
          payload: JSON.stringify(payload),
          ttl_seconds: 60,
          urgency: i === 0 ? 'normal' : 'high',
          attempts: i,
          run_at: now,
          locked_until: 0,
          created_at: now,
        })),
      )
      .execute();

    const app = await startChildProcess({
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? '',
      RATE_LIMITS: 'off',
      OUTBOUND_ALLOW_LOOPBACK: 'on',
    });
    try {
      const received = await pushService.waitFor(() => {
        const pushes = pushService.requestsTo(device);
        return pushes.length === 2 ? pushes : undefined;
      }, 30_000);
      const sent = received.map((push) => ({
        urgency: push.headers.urgency,
        ...JSON.parse(device.decrypt(push.body)),
      }));
      expect(sent.sort((a, b) => a.badge - b.badge)).toEqual([
        { urgency: 'normal', ...payloads[0] },
        { urgency: 'high', ...payloads[1] },
      ]);
      expect(received.map((push) => push.headers.topic).sort()).toEqual([...ids].sort());
      await eventually(async () => expect(await db.selectFrom('jobs').select('id').execute()).toEqual([]), 10_000, 100);
      await expect(db.selectFrom('push_jobs').select('id').execute()).rejects.toThrow();
      const applied = await db.selectFrom('kysely_migration').select('name').where('name', '=', UPGRADE).execute();
      expect(applied).toHaveLength(1);
    } finally {
      app.child.kill('SIGKILL');
    }
  }, 90_000);
});
