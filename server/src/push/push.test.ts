import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { enqueueJobs } from '../queue/enqueue.js';
import { claimJobs } from '../queue/queries.js';
import { TestSubscriber } from '../test/push-service.js';
import { answered } from '../test/refusal.js';
import { engines, startTestServer } from '../test/server.js';
import { useTestServer } from '../test/use-test-server.js';
import { PUSH_SEND, pushJobRequest } from './jobs.js';
import { MAX_SUBSCRIPTIONS_PER_USER } from './service.js';

const allOn = { likes: true, replies: true, reposts: true, follows: true, mentions: true, messages: true };

describe.each(engines)('push subscriptions and preferences on %s', (engine) => {
  const server = useTestServer(engine, { env: { RATE_LIMITS: 'off', PUSH_LOOPBACK_ENDPOINTS: 'on' } });

  async function user() {
    const client = server.client();
    const profile = await client.signup();
    return { client, id: profile._id };
  }

  const subscriptionsOf = (userId: string) =>
    server.app.ctx.db.selectFrom('push_subscriptions').selectAll().where('user_id', '=', userId).execute();

  it('gives its VAPID public key to anyone, the same on every start', async () => {
    const { status, body } = await server.client().get('/api/push/public-key');
    expect(status).toBe(200);
    expect(body.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(Buffer.from(body.publicKey, 'base64url')[0]).toBe(4);
    const second = await startTestServer(engine, {
      sharedDatabaseUrl: server.config.databaseUrl,
      config: engine === 'sqlite' ? { dataDir: server.config.dataDir } : {},
    });
    try {
      expect((await second.client().get('/api/push/public-key')).body).toEqual(body);
    } finally {
      await second.close();
    }
  });

  it('stores a subscription, moves an endpoint to whoever subscribes it last and deletes only your own', async () => {
    const alice = await user();
    const bob = await user();
    const device = new TestSubscriber('https://push.example.net/send/abc123');
    expect(await alice.client.post('/api/push/subscriptions', device.toJSON())).toMatchObject({
      status: 201,
      body: { success: true },
    });
    expect(await subscriptionsOf(alice.id)).toMatchObject([
      { endpoint: device.endpoint, p256dh: device.toJSON().keys.p256dh, auth: device.toJSON().keys.auth },
    ]);
    expect((await alice.client.post('/api/push/subscriptions', device.toJSON())).status).toBe(201);
    expect(await subscriptionsOf(alice.id)).toHaveLength(1);

    // A push for Alice still waiting (due long after the live queue would look) is not Bob's to see.
    const [aliceDevice] = await subscriptionsOf(alice.id);
    const job = { subscriptionId: aliceDevice?.id ?? '', payload: '{}', ttlSeconds: 60, urgency: 'normal' as const };
    await enqueueJobs(server.app.ctx.db, [pushJobRequest(job)], Date.now() + 3600_000);
    const queuedFor = (id: string) =>
      server.app.ctx.db
        .selectFrom('jobs')
        .select('id')
        .where('kind', '=', PUSH_SEND)
        .where('subject', '=', id)
        .execute();
    expect(await queuedFor(job.subscriptionId)).toHaveLength(1);
    expect((await alice.client.post('/api/push/subscriptions', device.toJSON())).status).toBe(201);
    expect(await queuedFor(job.subscriptionId)).toHaveLength(1);

    expect((await bob.client.post('/api/push/subscriptions', device.toJSON())).status).toBe(201);
    expect(await queuedFor(job.subscriptionId)).toEqual([]);
    expect(await subscriptionsOf(alice.id)).toEqual([]);
    expect(await subscriptionsOf(bob.id)).toHaveLength(1);

    const byAlice = await alice.client.request('DELETE', '/api/push/subscriptions', { endpoint: device.endpoint });
    expect(byAlice).toMatchObject({ status: 200, body: { success: true } });
    expect(await subscriptionsOf(bob.id)).toHaveLength(1);
    expect((await bob.client.request('DELETE', '/api/push/subscriptions', { endpoint: device.endpoint })).status).toBe(
      200,
    );
    expect(await subscriptionsOf(bob.id)).toEqual([]);
  });

  it('keeps the newest subscriptions of one person when there are more than any person has devices', async () => {
    const alice = await user();
    const devices = Array.from({ length: MAX_SUBSCRIPTIONS_PER_USER + 2 }, (_, i) =>
      new TestSubscriber(`https://push.example.net/send/many-${i}`).toJSON(),
    );
    for (const device of devices) await alice.client.post('/api/push/subscriptions', device);
    const kept = (await subscriptionsOf(alice.id)).map((row) => row.endpoint).sort();
    expect(kept).toEqual(
      devices
        .slice(2)
        .map((device) => device.endpoint)
        .sort(),
    );
  });

  it('refuses a subscription that could never be delivered to, storing nothing', async () => {
    const alice = await user();
    const good = new TestSubscriber('https://push.example.net/send/good').toJSON();
    const refusals: Array<[unknown, string]> = [
      // This server runs with OUTBOUND_ALLOW_LOOPBACK=on (its push service is on loopback), so http is taken.
      [{ ...good, endpoint: 'https://10.1.2.3/send/1' }, 'endpoint must be on a public address'],
      [{ ...good, endpoint: 'https://169.254.169.254/latest' }, 'endpoint must be on a public address'],
      [{ ...good, endpoint: 'ftp://push.example.net/x' }, 'endpoint must be an https URL'],
      [{ ...good, endpoint: 'not a url' }, 'endpoint must be an https URL'],
      [{ ...good, endpoint: 'https://user:pw@push.example.net/x' }, 'endpoint must be an https URL'],
      [{ ...good, keys: { ...good.keys, p256dh: 'AAAA' } }, 'keys.p256dh must be a base64url P-256 public key'],
      [
        { ...good, keys: { ...good.keys, p256dh: `B${good.keys.p256dh.slice(1, -2)}AA` } },
        'keys.p256dh must be a base64url P-256 public key',
      ],
      [{ ...good, keys: { ...good.keys, auth: 'short' } }, 'keys.auth must be a base64url 16-byte secret'],
      [
        { ...good, keys: { ...good.keys, auth: '!!!!!!!!!!!!!!!!!!!!!!' } },
        'keys.auth must be a base64url 16-byte secret',
      ],
      [{ endpoint: good.endpoint }, "keys must have required property 'keys'"],
      [{ ...good, extra: 1 }, 'Request must NOT have additional properties'],
    ];
    for (const [body, error] of refusals) {
      const response = await alice.client.post('/api/push/subscriptions', body);
      expect({ sent: body, status: response.status, body: response.body }).toEqual({
        sent: body,
        status: 400,
        body: answered(error),
      });
    }
    expect(await subscriptionsOf(alice.id)).toEqual([]);
  });

  it('asks for a login for everything but the public key', async () => {
    const visitor = server.client();
    const device = new TestSubscriber('https://push.example.net/send/v').toJSON();
    for (const response of [
      await visitor.post('/api/push/subscriptions', device),
      await visitor.request('DELETE', '/api/push/subscriptions', { endpoint: device.endpoint }),
      await visitor.get('/api/push/preferences'),
      await visitor.put('/api/push/preferences', allOn),
    ]) {
      expect(response).toMatchObject({
        status: 401,
        body: { error: 'You must be logged in', code: 'LOGIN_REQUIRED' },
      });
    }
  });

  it('has every kind on until changed, and keeps what the person chose', async () => {
    const alice = await user();
    expect(await alice.client.get('/api/push/preferences')).toMatchObject({ status: 200, body: allOn });
    const chosen = { ...allOn, likes: false, messages: false };
    expect(await alice.client.put('/api/push/preferences', chosen)).toMatchObject({ status: 200, body: chosen });
    expect((await alice.client.get('/api/push/preferences')).body).toEqual(chosen);
    expect((await alice.client.put('/api/push/preferences', allOn)).body).toEqual(allOn);
    expect((await (await user()).client.get('/api/push/preferences')).body).toEqual(allOn);
  });

  it('refuses incomplete or wrong preferences, changing nothing', async () => {
    const alice = await user();
    const chosen = { ...allOn, follows: false };
    await alice.client.put('/api/push/preferences', chosen);
    const { likes: _likes, ...missingLikes } = allOn;
    for (const [body, error] of [
      [missingLikes, "likes must have required property 'likes'"],
      [{ ...allOn, likes: 'yes' }, 'likes must be boolean'],
      [{ ...allOn, birthdays: true }, 'Request must NOT have additional properties'],
    ] as const) {
      const response = await alice.client.put('/api/push/preferences', body);
      expect(response).toMatchObject({ status: 400, body: answered(error) });
    }
    expect((await alice.client.get('/api/push/preferences')).body).toEqual(chosen);
  });

  it('gives each due push job to exactly one of several concurrent claimers', async () => {
    const alice = await user();
    const device = new TestSubscriber('https://push.example.net/send/claims');
    await alice.client.post('/api/push/subscriptions', device.toJSON());
    const [subscription] = await subscriptionsOf(alice.id);
    const { db, engine: dbEngine } = server.app.ctx;
    const now = Date.now() + 10 * 365 * 24 * 3600_000; // Later than the queue's clock: only this test claims them.
    const job = { subscriptionId: subscription?.id ?? '', payload: '{}', ttlSeconds: 60, urgency: 'normal' as const };
    await enqueueJobs(
      db,
      Array.from({ length: 60 }, () => pushJobRequest(job)),
      now - 1,
    );
    const ids = (await db.selectFrom('jobs').select('id').where('kind', '=', PUSH_SEND).execute()).map((r) => r.id);
    expect(ids).toHaveLength(60);
    const claim = (limit: number) =>
      claimJobs(db, dbEngine, { now, leaseUntil: now + 60_000, limit, kinds: [PUSH_SEND] });
    const batches = await Promise.all(Array.from({ length: 6 }, () => claim(20)));
    const claimed = batches.flat().map((row) => row.id);
    expect(new Set(claimed).size).toBe(claimed.length);
    const again = await claim(100);
    expect([...claimed, ...again.map((row) => row.id)].sort()).toEqual([...ids].sort());
    await db.deleteFrom('jobs').where('id', 'in', ids).execute();
  });
});

describe('VAPID keys from the environment', () => {
  it('signs with VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when they are set', async () => {
    const keys = webpush.generateVAPIDKeys();
    const server = await startTestServer('sqlite', {
      env: { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey },
    });
    try {
      expect((await server.client().get('/api/push/public-key')).body).toEqual({ publicKey: keys.publicKey });
    } finally {
      await server.close();
    }
  });
});
