import { afterAll, describe, expect, it } from 'vitest';
import { engines } from '../test/server.js';
import { pause, socketUsers } from '../test/sockets.js';
import { useTestServer } from '../test/use-test-server.js';

/**
 * What a client written against CONTRACT §7 alone relies on in chat: a message it sends over HTTP does not come back
 * to it over the socket, and it never sees a group conversation.
 */
describe.each(engines)('chat for clients of the seed contract on %s', (engine) => {
  const sockets = socketUsers(() => server);
  const server = useTestServer(engine);
  afterAll(async () => {
    sockets.closeAll();
  });

  it("sends newMessage to the sender's other tabs only when X-Socket-Id names the sending one", async () => {
    const alice = await sockets.user();
    const bob = await sockets.user();
    const [aliceSending, aliceOther, bobTab] = await Promise.all([alice.tab(), alice.tab(), bob.tab()]);
    const isId = (id: string) => (m: { _id: string }) => m._id === id;

    const plain = await alice.client.post('/api/messages', { recipientId: bob.id, message: 'as CONTRACT §7 sends it' });
    expect(plain.status).toBe(201);
    expect(await bobTab.waitFor('newMessage', isId(plain.body._id))).toEqual(plain.body);

    const named = await alice.client.request(
      'POST',
      '/api/messages',
      { recipientId: bob.id, message: 'from a tab that names itself' },
      { 'x-socket-id': aliceSending.id },
    );
    expect(named.status).toBe(201);
    expect(await aliceOther.waitFor('newMessage', isId(named.body._id))).toEqual(named.body);
    expect(await bobTab.waitFor('newMessage', isId(named.body._id))).toEqual(named.body);
    await pause(200);
    expect(aliceSending.all('newMessage')).toEqual([]);
    expect(aliceOther.all('newMessage').map((m) => m._id)).toEqual([named.body._id]);
  });

  it('keeps group conversations and their events from a client that does not say it understands groups', async () => {
    const [alice, bob, carol] = [await sockets.user(), await sockets.user(), await sockets.user()];
    const [bobSeedTab, bobGroupTab] = await Promise.all([bob.tab(), bob.tab({ groupChats: true })]);
    const pair = await alice.client.post('/api/messages', { recipientId: bob.id, message: 'one to one' });
    const group = await alice.client.post('/api/messages/groups', {
      name: 'Climbing',
      participantIds: [bob.id, carol.id],
    });
    expect(group.status).toBe(201);
    const inGroup = await alice.client.post('/api/messages', {
      conversationId: group.body._id,
      message: 'to the group',
    });
    expect(inGroup.status).toBe(201);

    // Listed as CONTRACT §7 knows conversations: the pair only; the web app asks for groups too.
    const seedList = (await bob.client.get('/api/messages/conversations')).body;
    expect(seedList.map((c: { _id: string }) => c._id)).toEqual([pair.body.conversationId]);
    const fullList = (await bob.client.get('/api/messages/conversations?groups=true')).body;
    expect(fullList.map((c: { _id: string }) => c._id)).toEqual([group.body._id, pair.body.conversationId]);

    const isId = (id: string) => (m: { _id: string }) => m._id === id;
    await bobGroupTab.waitFor('newMessage', isId(inGroup.body._id));
    const carolTab = await carol.tab({ groupChats: true });
    carolTab.emit('markMessagesAsSeen', { conversationId: group.body._id, userId: carol.id });
    await bobGroupTab.waitFor('messagesSeen', (e) => e.userId === carol.id);
    expect((await alice.client.delete(`/api/messages/${inGroup.body._id}`)).status).toBe(200);
    await bobGroupTab.waitFor('messageDeleted', (e) => e.messageId === inGroup.body._id);
    await pause(300);
    // The pair's message reached both tabs; nothing of the group reached the seed client's.
    expect(bobSeedTab.all('newMessage').map((m) => m._id)).toEqual([pair.body._id]);
    expect(bobSeedTab.all('messageDeleted')).toEqual([]);
    expect(bobSeedTab.all('messagesSeen')).toEqual([]);
    expect(bobGroupTab.all('newMessage').map((m) => m._id)).toContain(pair.body._id);
  });
});
