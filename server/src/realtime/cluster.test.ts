import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startChildProcess } from '../test/child-server.js';
import { startTestServer, type TestServer } from '../test/server.js';
import { connectSocket, fakeNotification, type TestSocket } from '../test/sockets.js';
import { defaultPresenceTiming } from './presence.js';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('two processes sharing PostgreSQL and Redis', () => {
  const redisPrefix = `test-${randomBytes(6).toString('hex')}:`;
  const shared = { redisUrl, redisPrefix };
  let a: TestServer;
  let b: TestServer;
  const open: TestSocket[] = [];

  beforeAll(async () => {
    a = await startTestServer('postgres', { config: shared, presence: { heartbeatMs: 250 } });
    b = await startTestServer('postgres', {
      config: shared,
      sharedDatabaseUrl: a.config.databaseUrl,
      presence: { heartbeatMs: 250 },
    });
  });
  afterAll(async () => {
    for (const socket of open) socket.close();
    await b.close();
    await a.close();
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  async function user(home: TestServer) {
    const client = home.client();
    const { _id } = await client.signup();
    const tab = async (on: { url: string }) => {
      const socket = await connectSocket(on.url, { cookie: client.cookie, userId: _id, groupChats: true });
      open.push(socket);
      return socket;
    };
    return { id: _id, client, tab };
  }
  type User = Awaited<ReturnType<typeof user>>;
  const follow = async (follower: User, followee: User) => {
    expect((await follower.client.post(`/api/users/follow/${followee.id}`)).status).toBe(200);
  };

  it('delivers a message sent through one process to sockets on the other', async () => {
    const alice = await user(a);
    const bob = await user(b);
    const [bobOnB, aliceOnB, aliceOnA] = await Promise.all([bob.tab(b), alice.tab(b), alice.tab(a)]);
    const res = await alice.client.request(
      'POST',
      '/api/messages',
      { message: 'across processes', recipientId: bob.id },
      { 'x-socket-id': aliceOnA.id },
    );
    expect(res.status).toBe(201);
    const isIt = (m: { _id: string }) => m._id === res.body._id;
    expect(await bobOnB.waitFor('newMessage', isIt)).toEqual(res.body);
    expect(await aliceOnB.waitFor('newMessage', isIt)).toEqual(res.body);

    bobOnB.emit('markMessagesAsSeen', { conversationId: res.body.conversationId, userId: alice.id });
    expect(await aliceOnA.waitFor('messagesSeen')).toEqual({ conversationId: res.body.conversationId, userId: bob.id });
    expect(aliceOnA.all('newMessage')).toEqual([]);
  });

  it("carries a group's messages, reads, typing, changes and deletions to its members on both processes only", async () => {
    const [alice, bob, carol, dave, stranger] = await Promise.all([user(a), user(b), user(a), user(b), user(a)]);
    const created = await alice.client.post('/api/messages/groups', {
      name: 'Both',
      participantIds: [bob.id, carol.id],
    });
    expect(created.status).toBe(201);
    const id = created.body._id;
    const [aliceOnB, bobOnB, bobOnA, carolOnA, daveOnB, strangerOnA, strangerOnB] = await Promise.all([
      alice.tab(b),
      bob.tab(b),
      bob.tab(a),
      carol.tab(a),
      dave.tab(b),
      stranger.tab(a),
      stranger.tab(b),
    ]);
    const sent = await alice.client.post('/api/messages', { conversationId: id, message: 'hello both' });
    const isIt = (m: { _id: string }) => m._id === sent.body._id;
    for (const tab of [bobOnB, bobOnA, carolOnA]) expect(await tab.waitFor('newMessage', isIt)).toEqual(sent.body);

    carolOnA.emit('markMessagesAsSeen', { conversationId: id });
    for (const tab of [aliceOnB, bobOnB]) {
      expect(await tab.waitFor('messagesSeen')).toEqual({ conversationId: id, userId: carol.id });
    }
    bobOnB.emit('typing', { conversationId: id });
    expect(await carolOnA.waitFor('typing')).toEqual({ conversationId: id, userId: bob.id });
    expect(await aliceOnB.waitFor('typing')).toEqual({ conversationId: id, userId: bob.id });
    strangerOnB.emit('typing', { conversationId: id });

    const added = await bob.client.post(`/api/messages/groups/${id}/members`, { userId: dave.id });
    expect(await daveOnB.waitFor('newMessage')).toEqual(added.body);
    expect((await b.client().get('/api/health')).status).toBe(200);
    const deleted = await alice.client.delete(`/api/messages/${sent.body._id}`);
    expect(deleted.status).toBe(200);
    const gone = { conversationId: id, messageId: sent.body._id };
    for (const tab of [bobOnA, carolOnA, daveOnB]) expect(await tab.waitFor('messageDeleted')).toEqual(gone);
    expect((await carol.client.delete(`/api/messages/groups/${id}/members/me`)).status).toBe(200);
    await bobOnA.waitFor('newMessage', (m: { system?: string }) => m.system === 'left');

    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const tab of [strangerOnA, strangerOnB]) {
      expect(tab.all('newMessage')).toEqual([]);
      expect(tab.all('messagesSeen')).toEqual([]);
      expect(tab.all('typing')).toEqual([]);
      expect(tab.all('messageDeleted')).toEqual([]);
    }
    expect(bobOnB.all('typing')).toEqual([]);
    // The request named no sending tab (CONTRACT §7 clients add the answer themselves): the sender's tabs are spared it.
    expect(aliceOnB.all('newMessage').filter(isIt)).toEqual([]);
  });

  it('shares presence between contacts on either process, and nothing with strangers', async () => {
    const alice = await user(a);
    const bob = await user(b);
    const stranger = await user(a);
    await follow(alice, bob);
    await follow(bob, alice);
    const strangerOnA = await stranger.tab(a);
    const aliceOnA = await alice.tab(a);
    const bobOnB = await bob.tab(b);
    await aliceOnA.waitFor('getOnlineUsers', (ids: string[]) => ids.includes(bob.id));
    await bobOnB.waitFor('getOnlineUsers', (ids: string[]) => ids.includes(alice.id) && ids.includes(bob.id));

    const bobOnA = await bob.tab(a);
    bobOnB.close();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(aliceOnA.all('getOnlineUsers').at(-1)).toContain(bob.id);
    bobOnA.close();
    await aliceOnA.waitFor('getOnlineUsers', (ids: string[]) => !ids.includes(bob.id));
    expect(strangerOnA.all('getOnlineUsers')).toEqual([[stranger.id]]);
  });

  it("reloads a contact's list on the process holding their socket when they follow through another", async () => {
    const alice = await user(a);
    const bob = await user(a);
    const bobOnA = await bob.tab(a);
    const aliceOnB = await alice.tab(b);
    await Promise.all([bobOnA.waitFor('getOnlineUsers'), aliceOnB.waitFor('getOnlineUsers')]);
    await follow(alice, bob);
    expect(await aliceOnB.waitFor('getOnlineUsers', (ids: string[]) => ids.includes(bob.id))).toEqual([
      alice.id,
      bob.id,
    ]);
  });

  it('pushes a notification created on one process to the recipient on the other', async () => {
    const bob = await user(b);
    const bobOnB = await bob.tab(b);
    const notification = fakeNotification(bob.id);
    a.app.ctx.events.emit('notification.created', { recipientId: bob.id, notification });
    expect(await bobOnB.waitFor('newNotification')).toEqual(notification);
  });

  it("tells a follower on either process of a post fanned out by whichever process's worker took the job", async () => {
    const [author, fanOnA, fanOnB] = await Promise.all([user(a), user(a), user(b)]);
    await Promise.all([follow(fanOnA, author), follow(fanOnB, author)]);
    const [tabOnA, tabOnB] = await Promise.all([fanOnA.tab(a), fanOnB.tab(b)]);
    await Promise.all([tabOnA.waitFor('getOnlineUsers'), tabOnB.waitFor('getOnlineUsers')]);
    const created = await author.client.post('/api/posts/create', { postedBy: author.id, text: 'to both' });
    expect(created.status).toBe(201);
    const cue = { postId: created.body._id, authorId: author.id };
    expect(await tabOnA.waitFor('newFeedPost')).toEqual(cue);
    expect(await tabOnB.waitFor('newFeedPost')).toEqual(cue);
  });

  it('withdraws the users of a process that shuts down cleanly at once, without waiting for expiry', async () => {
    const c = await startTestServer('postgres', { config: shared, sharedDatabaseUrl: a.config.databaseUrl });
    const alice = await user(a);
    const dave = await user(a);
    await follow(alice, dave);
    const aliceOnA = await alice.tab(a);
    const daveOnC = await dave.tab(c);
    await aliceOnA.waitFor('getOnlineUsers', (ids: string[]) => ids.includes(dave.id));
    // Left to expire, Dave would stay listed for 20-30 s (c's last heartbeat plus the TTL); a third of the TTL
    // tells the two apart with room for a busy machine's slow shutdown.
    const atOnce = defaultPresenceTiming.ttlMs / 3;
    aliceOnA.received.length = 0; // Only a list sent from now on counts (her first one, before Dave came, lacks him).
    const closing = Date.now();
    await c.close();
    expect(daveOnC.socket.connected).toBe(false);
    await aliceOnA.waitFor('getOnlineUsers', (ids: string[]) => !ids.includes(dave.id), atOnce);
    expect(Date.now() - closing).toBeLessThan(atOnce);
  });

  it("forgets a killed process's users once its presence entry expires", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'threads-child-'));
    const { url, child } = await startChildProcess({
      DATABASE_URL: a.config.databaseUrl ?? '',
      REDIS_URL: redisUrl,
      REDIS_PREFIX: redisPrefix,
      DATA_DIR: dataDir,
    });
    try {
      const alice = await user(a);
      const carol = await user(a);
      await follow(alice, carol);
      const aliceOnA = await alice.tab(a);
      await carol.tab({ url });
      await aliceOnA.waitFor('getOnlineUsers', (ids: string[]) => ids.includes(carol.id));
      aliceOnA.received.length = 0; // Only a list sent from now on counts (her first one, before Carol came, lacks her).
      child.kill('SIGKILL');
      await aliceOnA.waitFor('getOnlineUsers', (ids: string[]) => !ids.includes(carol.id), 10_000);
      expect(aliceOnA.all('getOnlineUsers').at(-1)).toContain(alice.id);
    } finally {
      child.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
