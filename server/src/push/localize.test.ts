import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../test/api-client.js';
import { type ReceivedPush, TestPushService, type TestSubscriber } from '../test/push-service.js';
import { engines, startTestServer, type TestServer } from '../test/server.js';
import { localizedPayload } from './localize.js';
import type { QueuedPush } from './payload.js';
import { findSubscription } from './queries.js';

describe.each(engines)('push texts in the recipient language on %s', (engine) => {
  let server: TestServer;
  let pushService: TestPushService;

  beforeAll(async () => {
    pushService = await TestPushService.start();
    server = await startTestServer(engine, { env: { RATE_LIMITS: 'off', OUTBOUND_ALLOW_LOOPBACK: 'on' } });
  });
  afterAll(async () => {
    await server.close();
    await pushService.close();
  });

  async function person(locale?: string) {
    const client = server.client();
    const profile = await client.signup();
    if (locale) expect((await client.put('/api/users/me/locale', { locale })).status).toBe(200);
    const subscriber = pushService.subscriber();
    expect((await client.post('/api/push/subscriptions', subscriber.toJSON())).status).toBe(201);
    return { client, id: profile._id as string, username: profile.username as string, subscriber };
  }

  async function post(author: { client: ApiClient; id: string }, text: string): Promise<string> {
    return (await author.client.post('/api/posts/create', { postedBy: author.id, text })).body._id;
  }

  const open = (push: ReceivedPush, subscriber: TestSubscriber) => JSON.parse(subscriber.decrypt(push.body));

  it('words a like, a group of likes and a message in Spanish for a person who chose Spanish', async () => {
    const ana = await person('es');
    const bob = await person();
    const carol = await person();
    const postId = await post(ana, 'Atardecer en el puerto');
    expect((await bob.client.put(`/api/posts/like/${postId}`)).status).toBe(200);
    const like = open(await pushService.acceptedPush(ana.subscriber), ana.subscriber);
    expect(like).toEqual({
      title: `A ${bob.username} le gustó tu publicación`,
      body: 'Atardecer en el puerto',
      url: `/${ana.username}/post/${postId}`,
      tag: `like-${postId}`,
      badge: 1,
    });
    expect((await carol.client.put(`/api/posts/like/${postId}`)).status).toBe(200);
    const second = open(await pushService.acceptedPush(ana.subscriber, 1), ana.subscriber);
    expect(second.title).toBe(`A ${carol.username} y a 1 persona más les gustó tu publicación`);

    await bob.client.post('/api/messages', { recipientId: ana.id, message: '¿Vienes esta noche?' });
    const message = open(await pushService.acceptedPush(ana.subscriber, 2), ana.subscriber);
    expect(message).toMatchObject({ title: `${bob.username} te envió un mensaje`, body: '¿Vienes esta noche?' });
  });

  it('words a follow in Arabic and a message in Japanese, and keeps English for a person who chose nothing', async () => {
    const layla = await person('ar');
    const kenji = await person('ja');
    const sam = await person();
    await sam.client.post(`/api/users/follow/${layla.id}`);
    expect(open(await pushService.acceptedPush(layla.subscriber), layla.subscriber)).toMatchObject({
      title: `بدأ ${sam.username} بمتابعتك`,
      url: `/${sam.username}`,
    });
    await sam.client.post('/api/messages', { recipientId: kenji.id, message: 'こんばんは' });
    expect(open(await pushService.acceptedPush(kenji.subscriber), kenji.subscriber)).toMatchObject({
      title: `${sam.username} さんからメッセージが届きました`,
      body: 'こんばんは',
    });
    await kenji.client.post(`/api/users/follow/${sam.id}`);
    expect(open(await pushService.acceptedPush(sam.subscriber), sam.subscriber).title).toBe(
      `${kenji.username} started following you`,
    );
  });

  it('words a queued push in the language the recipient has when it leaves, and sends an old one as written', async () => {
    const maya = await person('es');
    const [subscription] = await server.app.ctx.db
      .selectFrom('push_subscriptions')
      .select('id')
      .where('user_id', '=', maya.id)
      .execute();
    const subscriptionId = subscription?.id ?? '';
    // As a send words it: with the language read alongside the subscription when the push leaves.
    const sentPayload = async (id: string, queued: string) =>
      localizedPayload((await findSubscription(server.app.ctx.db, id))?.locale, queued);
    const queued: QueuedPush = {
      title: 'sam and 2 others started following you',
      body: 'Sam',
      url: '/sam',
      tag: 'follow-1',
      badge: 3,
      words: { title: { code: 'PUSH_FOLLOW', params: { actor: 'sam', others: 2 } } },
    };
    const { words: _words, ...english } = queued;
    expect(JSON.parse(await sentPayload(subscriptionId, JSON.stringify(queued)))).toEqual({
      ...english,
      title: 'sam y 2 personas más empezaron a seguirte',
    });
    await maya.client.put('/api/users/me/locale', { locale: 'ar' });
    expect(JSON.parse(await sentPayload(subscriptionId, JSON.stringify(queued))).title).toBe(
      'بدأ sam وشخصان آخران بمتابعتك',
    );
    await maya.client.put('/api/users/me/locale', { locale: 'auto' });
    expect(JSON.parse(await sentPayload(subscriptionId, JSON.stringify(queued)))).toEqual(english);
    const old = JSON.stringify(english);
    expect(await sentPayload(subscriptionId, old)).toBe(old);
  });
});
