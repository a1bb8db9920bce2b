import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../test/api-client.js';
import { type ReceivedPush, TestPushService, type TestSubscriber, verifyVapid } from '../test/push-service.js';
import { engines, manualClock, startTestServer, type TestServer } from '../test/server.js';
import { PUSH_SEND } from './jobs.js';
import { MAX_ATTEMPTS } from './worker.js';

describe.each(engines)('web push delivery on %s', (engine) => {
  let server: TestServer;
  let pushService: TestPushService;
  let publicKey: string;
  const time = manualClock();

  beforeAll(async () => {
    pushService = await TestPushService.start();
    server = await startTestServer(engine, {
      clock: time.clock,
      env: { RATE_LIMITS: 'off', OUTBOUND_ALLOW_LOOPBACK: 'on', VAPID_SUBJECT: 'mailto:ops@example.com' },
    });
    publicKey = (await server.client().get('/api/push/public-key')).body.publicKey;
  });
  afterAll(async () => {
    await server.close();
    await pushService.close();
  });

  async function user() {
    const client = server.client();
    const profile = await client.signup();
    return { client, id: profile._id, username: profile.username };
  }

  async function subscribed() {
    const person = await user();
    const subscriber = pushService.subscriber();
    const response = await person.client.post('/api/push/subscriptions', subscriber.toJSON());
    expect(response).toMatchObject({ status: 201, body: { success: true } });
    return { ...person, subscriber };
  }

  async function post(author: { client: ApiClient; id: string }, text: string): Promise<string> {
    return (await author.client.post('/api/posts/create', { postedBy: author.id, text })).body._id;
  }

  function open(push: ReceivedPush, subscriber: TestSubscriber) {
    return JSON.parse(subscriber.decrypt(push.body));
  }

  const jobCount = async () =>
    Number(
      (
        await server.app.ctx.db
          .selectFrom('jobs')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('kind', '=', PUSH_SEND)
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('sends an encrypted, VAPID-signed push for a like and for a message, which the subscription decrypts', async () => {
    const alice = await subscribed();
    const bob = await user();
    const postId = await post(alice, 'Sunset over the harbour');
    expect((await bob.client.put(`/api/posts/like/${postId}`)).status).toBe(200);

    const likePush = await pushService.acceptedPush(alice.subscriber);
    expect(open(likePush, alice.subscriber)).toEqual({
      title: `${bob.username} liked your post`,
      body: 'Sunset over the harbour',
      url: `/${alice.username}/post/${postId}`,
      tag: `like-${postId}`,
      badge: 1,
    });
    expect(likePush.headers['content-encoding']).toBe('aes128gcm');
    expect(likePush.headers.ttl).toBe('86400');
    expect(likePush.headers.urgency).toBe('normal');
    const claims = verifyVapid(likePush.headers.authorization);
    expect(claims.publicKey).toBe(publicKey);
    expect(claims.aud).toBe(pushService.origin);
    expect(claims.sub).toBe('mailto:ops@example.com');
    const nowSeconds = Date.now() / 1000;
    expect(claims.exp).toBeGreaterThan(nowSeconds);
    expect(claims.exp).toBeLessThanOrEqual(nowSeconds + 24 * 60 * 60);

    const sent = await bob.client.post('/api/messages', { recipientId: alice.id, message: 'Are you coming tonight?' });
    expect(sent.status).toBe(201);
    const messagePush = await pushService.acceptedPush(alice.subscriber, 1);
    expect(open(messagePush, alice.subscriber)).toEqual({
      title: `${bob.username} sent you a message`,
      body: 'Are you coming tonight?',
      url: `/chat?conversation=${sent.body.conversationId}`,
      tag: `message-${sent.body.conversationId}`,
      badge: 2,
    });
    expect(messagePush.headers.urgency).toBe('high');
    expect(verifyVapid(messagePush.headers.authorization).aud).toBe(pushService.origin);
    await pushService.waitFor(async () => ((await jobCount()) === 0 ? true : undefined));
  });

  it('pushes to every subscription of the recipient, and to nobody else', async () => {
    const alice = await subscribed();
    const secondDevice = pushService.subscriber();
    await alice.client.post('/api/push/subscriptions', secondDevice.toJSON());
    const bystander = await subscribed();
    const bob = await user();
    await bob.client.post(`/api/users/follow/${alice.id}`);
    const [first, second] = await Promise.all([
      pushService.acceptedPush(alice.subscriber),
      pushService.acceptedPush(secondDevice),
    ]);
    expect(open(first, alice.subscriber).title).toBe(`${bob.username} started following you`);
    expect(open(second, secondDevice)).toMatchObject({ url: `/${bob.username}`, tag: `follow-${bob.id}` });
    expect(pushService.requestsTo(bystander.subscriber)).toEqual([]);
  });

  it('sends nothing for a kind the person switched off, and still sends the others', async () => {
    const alice = await subscribed();
    const bob = await user();
    const postId = await post(alice, 'Switch likes off');
    await alice.client.put('/api/push/preferences', {
      likes: false,
      replies: true,
      reposts: true,
      follows: true,
      mentions: true,
      messages: false,
    });
    await bob.client.put(`/api/posts/like/${postId}`);
    await bob.client.post('/api/messages', { recipientId: alice.id, message: 'quiet' });
    await bob.client.put(`/api/posts/reply/${postId}`, { text: 'but replies still come through' });
    const push = await pushService.acceptedPush(alice.subscriber);
    expect(open(push, alice.subscriber).title).toBe(`${bob.username} replied to your post`);
    await pushService.waitFor(async () => ((await jobCount()) === 0 ? true : undefined));
    expect(pushService.requestsTo(alice.subscriber)).toHaveLength(1);
  });

  it('sends nothing across a block either way, nor from someone the recipient muted', async () => {
    const alice = await subscribed();
    const [blockedByAlice, blockingAlice, mutedByAlice, friend] = [
      await user(),
      await user(),
      await user(),
      await user(),
    ];
    const postId = await post(alice, 'Quiet please');
    const now = Date.now();
    const db = server.app.ctx.db;
    await db
      .insertInto('blocks')
      .values([
        { blocker_id: alice.id, blocked_id: blockedByAlice.id, created_at: now },
        { blocker_id: blockingAlice.id, blocked_id: alice.id, created_at: now },
      ])
      .execute();
    await db.insertInto('mutes').values({ muter_id: alice.id, muted_id: mutedByAlice.id, created_at: now }).execute();
    // A muted person may still write and follow; the message is stored, but neither reaches Alice's devices.
    expect((await mutedByAlice.client.post('/api/messages', { recipientId: alice.id, message: 'psst' })).status).toBe(
      201,
    );
    await mutedByAlice.client.post(`/api/users/follow/${alice.id}`);
    await mutedByAlice.client.put(`/api/posts/like/${postId}`);
    for (const blocked of [blockedByAlice, blockingAlice]) {
      await blocked.client.post('/api/messages', { recipientId: alice.id, message: 'hello?' });
      await blocked.client.post(`/api/users/follow/${alice.id}`);
      await blocked.client.put(`/api/posts/like/${postId}`);
    }
    await friend.client.put(`/api/posts/like/${postId}`);
    const push = await pushService.acceptedPush(alice.subscriber);
    expect(open(push, alice.subscriber).title).toBe(`${friend.username} liked your post`);
    await pushService.waitFor(async () => ((await jobCount()) === 0 ? true : undefined));
    expect(pushService.requestsTo(alice.subscriber)).toHaveLength(1);
  });

  it('deletes a subscription whose endpoint answers 404 or 410, with its queued pushes', async () => {
    for (const status of [404, 410]) {
      const alice = await subscribed();
      const bob = await user();
      pushService.answers.set(new URL(alice.subscriber.endpoint).pathname, [status]);
      await bob.client.post(`/api/users/follow/${alice.id}`);
      await pushService.waitFor(() => pushService.requestsTo(alice.subscriber)[0]);
      const rows = async () =>
        server.app.ctx.db.selectFrom('push_subscriptions').select('id').where('user_id', '=', alice.id).execute();
      await pushService.waitFor(async () => ((await rows()).length === 0 ? true : undefined));
      expect(await jobCount()).toBe(0);
    }
  });

  it('retries a push the service failed with backoff until it is accepted, and gives up after the last attempt', async () => {
    const alice = await subscribed();
    const bob = await user();
    const path = new URL(alice.subscriber.endpoint).pathname;
    pushService.answers.set(path, [503, 500]);
    await bob.client.post(`/api/users/follow/${alice.id}`);
    const { db } = server.app.ctx;
    const job = async () =>
      db.selectFrom('jobs').selectAll().where('kind', '=', PUSH_SEND).where('attempts', '>', 0).executeTakeFirst();
    /** The failed attempt number `attempts` has been written back (to be run after `delay`). */
    const rescheduled = async (attempts: number, delay: number) => {
      const before = Date.now();
      const row = await pushService.waitFor(async () => {
        const found = await job();
        return found?.attempts === attempts && found.locked_until === 0 ? found : undefined;
      });
      // The queue runs on the wall clock: the retry is due `delay` after the failure, seen between the two reads.
      expect(Number(row.run_at)).toBeGreaterThanOrEqual(before - 1_000 + delay);
      expect(Number(row.run_at)).toBeLessThanOrEqual(Date.now() + delay);
      return row;
    };
    /** The backoff passes: the breaker's clock moves on, and the retry comes due now instead of later. */
    const backoffPasses = async (id: string, ms: number) => {
      time.advance(ms);
      await db.updateTable('jobs').set({ run_at: Date.now() }).where('id', '=', id).execute();
      server.app.ctx.events.emit('jobs.queued', {});
    };
    const firstRetry = await rescheduled(1, 5_000);
    const metrics = (await server.client().get('/api/metrics')).body as string;
    expect(metrics).toContain(`job_queue_depth{kind="${PUSH_SEND}",state="delayed"} 1`);
    // Not before its time.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(pushService.requestsTo(alice.subscriber)).toHaveLength(1);
    await backoffPasses(firstRetry.id, 5_000);
    const secondRetry = await rescheduled(2, 20_000);
    await backoffPasses(secondRetry.id, 20_000);
    const accepted = await pushService.acceptedPush(alice.subscriber);
    expect(open(accepted, alice.subscriber).title).toBe(`${bob.username} started following you`);
    expect(pushService.requestsTo(alice.subscriber).map((r) => r.status)).toEqual([503, 500, 201]);
    await pushService.waitFor(async () => ((await jobCount()) === 0 ? true : undefined));

    const carol = await user();
    pushService.answers.set(path, Array(MAX_ATTEMPTS).fill(500));
    await carol.client.post(`/api/users/follow/${alice.id}`);
    const backoffs = [5_000, 20_000, 80_000, 320_000, 1_280_000];
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
      const retry = await rescheduled(attempt, backoffs[attempt - 1] ?? 0);
      await backoffPasses(retry.id, 60 * 60_000);
    }
    await pushService.waitFor(async () => ((await jobCount()) === 0 ? true : undefined));
    expect(pushService.requestsTo(alice.subscriber)).toHaveLength(3 + MAX_ATTEMPTS);
  });
});
