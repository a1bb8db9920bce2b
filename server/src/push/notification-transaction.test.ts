import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../test/api-client.js';
import { failInserts } from '../test/failing-inserts.js';
import { TestPushService } from '../test/push-service.js';
import { engines } from '../test/server.js';
import { useTestServer } from '../test/use-test-server.js';
import { PUSH_SEND } from './jobs.js';

let pushService: TestPushService;
beforeAll(async () => {
  pushService = await TestPushService.start();
});
afterAll(() => pushService.close());

describe.each(engines)("a notification's push is queued in the notification's transaction on %s", (engine) => {
  const server = useTestServer(engine, { env: { RATE_LIMITS: 'off', OUTBOUND_ALLOW_LOOPBACK: 'on' } });
  const db = () => server.app.ctx.db;

  /** Alice, with a device whose push service answers 503 so her push jobs stay queued, and Bob. */
  async function pair() {
    const alice = server.client();
    const aliceId = (await alice.signup())._id;
    const device = pushService.subscriber();
    pushService.answers.set(new URL(device.endpoint).pathname, [503, 503, 503]);
    expect((await alice.post('/api/push/subscriptions', device.toJSON())).status).toBe(201);
    const bob = server.client();
    await bob.signup();
    return { aliceId, bob };
  }

  /** The follow fails, as a broken disk would fail it, when `table` refuses inserts. */
  async function followWhileInsertsFail(bob: ApiClient, aliceId: string, table: string) {
    const restore = await failInserts(server, table);
    try {
      expect((await bob.post(`/api/users/follow/${aliceId}`)).status).toBe(500);
    } finally {
      await restore();
    }
  }

  const notificationsOf = (userId: string) =>
    db().selectFrom('notifications').select('id').where('recipient_id', '=', userId).execute();
  const pushJobsOf = (userId: string) =>
    db()
      .selectFrom('jobs')
      .select('payload')
      .where('kind', '=', PUSH_SEND)
      .where('subject', 'in', db().selectFrom('push_subscriptions').select('id').where('user_id', '=', userId))
      .execute();

  it('the notification and its push job both commit', async () => {
    const { aliceId, bob } = await pair();
    expect((await bob.post(`/api/users/follow/${aliceId}`)).status).toBe(200);
    // Already there when the follow is answered: queued with the notification, not after it.
    expect(await notificationsOf(aliceId)).toHaveLength(1);
    const [job] = await pushJobsOf(aliceId);
    expect(JSON.parse(JSON.parse(String(job?.payload)).payload).title).toMatch(/started following you$/);
  });

  it('a push job that cannot be queued takes the notification (and the action) back with it: neither is kept', async () => {
    const { aliceId, bob } = await pair();
    await followWhileInsertsFail(bob, aliceId, 'jobs');
    expect(await notificationsOf(aliceId)).toHaveLength(0);
    expect(await pushJobsOf(aliceId)).toHaveLength(0);
    const followers = await db()
      .selectFrom('follows')
      .select('follower_id')
      .where('followee_id', '=', aliceId)
      .execute();
    expect(followers).toHaveLength(0);
  });

  it('a notification that cannot be stored leaves no push job', async () => {
    const { aliceId, bob } = await pair();
    await followWhileInsertsFail(bob, aliceId, 'notifications');
    expect(await notificationsOf(aliceId)).toHaveLength(0);
    expect(await pushJobsOf(aliceId)).toHaveLength(0);
    // And once inserts work again, the follow notifies and pushes as ever.
    expect((await bob.post(`/api/users/follow/${aliceId}`)).status).toBe(200);
    expect(await pushJobsOf(aliceId)).toHaveLength(1);
  });
});
