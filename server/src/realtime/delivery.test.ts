import { afterAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../test/api-client.js';
import { engines } from '../test/server.js';
import { fakeNotification, pause, socketUsers } from '../test/sockets.js';
import { useTestServer } from '../test/use-test-server.js';

describe.each(engines)('message delivery and read receipts on %s', (engine) => {
  const sockets = socketUsers(() => server);
  const user = sockets.user;
  const server = useTestServer(engine);
  afterAll(async () => {
    sockets.closeAll();
  });

  const send = async (from: ApiClient, recipientId: string, message: string, socketId?: string) => {
    const res = await from.request(
      'POST',
      '/api/messages',
      { message, recipientId },
      socketId ? { 'x-socket-id': socketId } : {},
    );
    expect(res.status).toBe(201);
    return res.body;
  };

  it("delivers a message to every tab of the recipient and to the sender's other tabs only", async () => {
    const alice = await user();
    const bob = await user();
    const carol = await user();
    const [aliceSending, aliceOther, bobOne, bobTwo, carolTab] = await Promise.all([
      alice.tab(),
      alice.tab(),
      bob.tab(),
      bob.tab(),
      carol.tab(),
    ]);

    const message = await send(alice.client, bob.id, 'hello bob', aliceSending.id);
    const isIt = (m: { _id: string }) => m._id === message._id;
    for (const tab of [bobOne, bobTwo, aliceOther]) expect(await tab.waitFor('newMessage', isIt)).toEqual(message);
    await pause(200);
    expect(aliceSending.all('newMessage')).toEqual([]);
    expect(carolTab.all('newMessage')).toEqual([]);
  });

  it('leaves every tab of the sender out when the request names no sending socket (CONTRACT §7 clients)', async () => {
    const alice = await user();
    const bob = await user();
    const [aliceSending, aliceOther, bobTab] = await Promise.all([alice.tab(), alice.tab(), bob.tab()]);
    const message = await send(alice.client, bob.id, 'no header');
    expect(await bobTab.waitFor('newMessage', (m: { _id: string }) => m._id === message._id)).toEqual(message);
    await pause(200);
    expect(aliceSending.all('newMessage')).toEqual([]);
    expect(aliceOther.all('newMessage')).toEqual([]);
  });

  it("marks the conversation seen when the recipient reads it and tells the sender and the reader's tabs", async () => {
    const alice = await user();
    const bob = await user();
    const [aliceTab, bobTab] = await Promise.all([alice.tab(), bob.tab()]);
    const first = await send(alice.client, bob.id, 'one');
    await send(alice.client, bob.id, 'two');
    const mine = await send(bob.client, alice.id, 'from bob');
    expect((await bob.client.get('/api/messages/conversations')).body[0].unreadCount).toBe(2);

    bobTab.emit('markMessagesAsSeen', { conversationId: first.conversationId, userId: alice.id });
    const seen = { conversationId: first.conversationId, userId: bob.id };
    expect(await aliceTab.waitFor('messagesSeen')).toEqual(seen);
    const history = (await alice.client.get(`/api/messages/${bob.id}`)).body as { _id: string; seen: boolean }[];
    expect(history.map((m) => m.seen)).toEqual([true, true, false]);
    expect(history[2]?._id).toBe(mine._id);
    expect((await bob.client.get('/api/messages/conversations')).body[0].unreadCount).toBe(0);
    expect((await alice.client.get('/api/messages/conversations')).body[0].unreadCount).toBe(1);
    expect(await bobTab.waitFor('messagesSeen')).toEqual(seen);
    expect((await bob.client.get('/api/messages/unread-count')).body).toEqual({ count: 0 });
    expect((await alice.client.get('/api/messages/unread-count')).body).toEqual({ count: 1 });
  });

  it('ignores markMessagesAsSeen from someone who is not a member', async () => {
    const alice = await user();
    const bob = await user();
    const mallory = await user();
    const [aliceTab, malloryTab] = await Promise.all([alice.tab(), mallory.tab()]);
    const message = await send(alice.client, bob.id, 'private');

    malloryTab.emit('markMessagesAsSeen', { conversationId: message.conversationId, userId: alice.id });
    await pause(300);
    expect(aliceTab.all('messagesSeen')).toEqual([]);
    expect((await bob.client.get(`/api/messages/${alice.id}`)).body[0].seen).toBe(false);
  });

  it('ignores malformed markMessagesAsSeen payloads and keeps the socket working', async () => {
    const alice = await user();
    const bob = await user();
    const [aliceTab, bobTab] = await Promise.all([alice.tab(), bob.tab()]);
    const message = await send(alice.client, bob.id, 'hi');
    for (const payload of [
      null,
      'x',
      42,
      [],
      {},
      { conversationId: 7 },
      { conversationId: 'nope' },
      { a: 'b'.repeat(9000) },
    ]) {
      bobTab.emit('markMessagesAsSeen', payload);
    }
    bobTab.socket.emit('markMessagesAsSeen');
    await pause(200);
    expect(bobTab.socket.connected).toBe(true);
    expect(aliceTab.all('messagesSeen')).toEqual([]);
    bobTab.emit('markMessagesAsSeen', { conversationId: message.conversationId });
    expect(await aliceTab.waitFor('messagesSeen')).toEqual({ conversationId: message.conversationId, userId: bob.id });
    expect((await server.client().get('/api/health')).status).toBe(200);
  });

  it('pushes newNotification to the recipient only', async () => {
    const alice = await user();
    const bob = await user();
    const [aliceTab, bobTab] = await Promise.all([alice.tab(), bob.tab()]);
    const notification = fakeNotification(alice.id);
    server.app.ctx.events.emit('notification.created', { recipientId: bob.id, notification });
    expect(await bobTab.waitFor('newNotification')).toEqual(notification);
    await pause(200);
    expect(aliceTab.all('newNotification')).toEqual([]);
  });
});
