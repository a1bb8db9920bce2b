import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failInserts } from '../test/failing-inserts.js';
import { TestPushService } from '../test/push-service.js';
import { engines } from '../test/server.js';
import { socketUsers } from '../test/sockets.js';
import { useTestServer } from '../test/use-test-server.js';
import { PUSH_SEND } from './jobs.js';

let pushService: TestPushService;
beforeAll(async () => {
  pushService = await TestPushService.start();
});
afterAll(() => pushService.close());

describe.each(engines)("a chat message's pushes are queued in the message's transaction on %s", (engine) => {
  const server = useTestServer(engine, { env: { RATE_LIMITS: 'off', OUTBOUND_ALLOW_LOOPBACK: 'on' } });
  const sockets = socketUsers(() => server);
  afterAll(() => sockets.closeAll());
  const db = () => server.app.ctx.db;

  /** A person with one device whose push service answers 503, so their push jobs stay queued. */
  async function subscribed() {
    const person = await sockets.user();
    const device = pushService.subscriber();
    pushService.answers.set(new URL(device.endpoint).pathname, [503, 503, 503]);
    expect((await person.client.post('/api/push/subscriptions', device.toJSON())).status).toBe(201);
    return person;
  }

  type Person = Awaited<ReturnType<typeof subscribed>>;
  async function group(creator: Person, ...participantIds: string[]) {
    const created = await creator.client.post('/api/messages/groups', { name: 'Trip', participantIds });
    expect(created.status).toBe(201);
    return created.body._id as string;
  }

  const pushesTo = async (userId: string) => {
    const rows = await db()
      .selectFrom('jobs')
      .select('payload')
      .where('kind', '=', PUSH_SEND)
      .where('subject', 'in', db().selectFrom('push_subscriptions').select('id').where('user_id', '=', userId))
      .execute();
    return rows.map((row) => JSON.parse(JSON.parse(String(row.payload)).payload) as { title: string; body: string });
  };
  const messagesFrom = (userId: string) =>
    db().selectFrom('messages').select('id').where('sender_id', '=', userId).execute();

  it('the push job is there when an HTTP send is answered', async () => {
    const [alice, bob] = [await subscribed(), await subscribed()];
    const sent = await bob.client.post('/api/messages', { recipientId: alice.id, message: 'over HTTP' });
    expect(sent.status).toBe(201);
    expect(await pushesTo(alice.id)).toEqual([expect.objectContaining({ body: 'over HTTP' })]);
    expect(await pushesTo(bob.id)).toEqual([]);
  });

  it('the push job is there when a socket send is acknowledged', async () => {
    const [alice, bob] = [await subscribed(), await subscribed()];
    const tab = await bob.tab();
    const ack = await tab.request('sendMessage', { recipientId: alice.id, message: 'over the socket' });
    expect(ack.message).toMatchObject({ text: 'over the socket' });
    expect(await pushesTo(alice.id)).toEqual([expect.objectContaining({ body: 'over the socket' })]);
  });

  it('a push job that cannot be queued fails the send, and no message is kept (HTTP and socket)', async () => {
    const [alice, bob] = [await subscribed(), await subscribed()];
    const tab = await bob.tab();
    const restore = await failInserts(server, 'jobs');
    try {
      const http = await bob.client.post('/api/messages', { recipientId: alice.id, message: 'lost?' });
      expect(http.status).toBe(500);
      expect(http.body).toMatchObject({ error: expect.any(String), code: expect.any(String) });
      const ack = await tab.request('sendMessage', { recipientId: alice.id, message: 'lost too?' });
      expect(ack).toMatchObject({ error: expect.any(String), code: expect.any(String) });
      expect(ack.message).toBeUndefined();
    } finally {
      await restore();
    }
    expect(await messagesFrom(bob.id)).toEqual([]);
    expect(await pushesTo(alice.id)).toEqual([]);
    // Once inserts work again the same send stores and pushes as ever.
    expect((await bob.client.post('/api/messages', { recipientId: alice.id, message: 'again' })).status).toBe(201);
    expect(await pushesTo(alice.id)).toHaveLength(1);
  });

  it('a group message pushes each other member once, over HTTP and the socket', async () => {
    const [alice, bob, carol] = [await subscribed(), await subscribed(), await subscribed()];
    const conversationId = await group(alice, bob.id, carol.id);
    // The group's opening system message pushes nobody.
    for (const person of [alice, bob, carol]) expect(await pushesTo(person.id)).toEqual([]);
    expect((await alice.client.post('/api/messages', { conversationId, message: 'first' })).status).toBe(201);
    const tab = await alice.tab({ groupChats: true });
    expect((await tab.request('sendMessage', { conversationId, message: 'second' })).message).toBeDefined();
    for (const person of [bob, carol]) {
      const bodies = (await pushesTo(person.id)).map((push) => push.body).sort();
      expect(bodies).toEqual(['first', 'second']);
    }
    expect(await pushesTo(alice.id)).toEqual([]);
  });

  it('a failing jobs insert keeps no group message', async () => {
    const [alice, bob, carol] = [await subscribed(), await subscribed(), await subscribed()];
    const conversationId = await group(alice, bob.id, carol.id);
    const restore = await failInserts(server, 'jobs');
    try {
      expect((await alice.client.post('/api/messages', { conversationId, message: 'lost?' })).status).toBe(500);
    } finally {
      await restore();
    }
    const kept = await db()
      .selectFrom('messages')
      .select('kind')
      .where('conversation_id', '=', conversationId)
      .execute();
    expect(kept.map((row) => row.kind)).toEqual(['created']);
  });
});
