import { afterAll, describe, expect, it } from 'vitest';
import { engines } from '../test/server.js';
import { pause, socketUsers } from '../test/sockets.js';
import { useTestServer } from '../test/use-test-server.js';

/**
 * What a client written against SPEC §7 alone relies on: every user object carries `followers` (it adds
 * itself there after a follow), and a message it sends over HTTP does not come back to it over the socket.
 */
describe.each(engines)('clients of the seed contract on %s', (engine) => {
  const sockets = socketUsers(() => server);
  const server = useTestServer(engine);
  afterAll(async () => {
    sockets.closeAll();
  });

  it('gives every user in every list of people its followers', async () => {
    const me = await sockets.user();
    const star = await sockets.user();
    const fan = await sockets.user();
    const blocked = await sockets.user();
    const muted = await sockets.user();
    const starProfile = (await star.client.get(`/api/users/profile/${star.id}`)).body;
    expect((await fan.client.post(`/api/users/follow/${star.id}`)).status).toBe(200);
    expect((await me.client.post(`/api/users/follow/${fan.id}`)).status).toBe(200);
    expect((await fan.client.post(`/api/users/follow/${blocked.id}`)).status).toBe(200);
    expect((await fan.client.post(`/api/users/follow/${muted.id}`)).status).toBe(200);
    expect((await me.client.post(`/api/users/block/${blocked.id}`)).status).toBe(200);
    expect((await me.client.post(`/api/users/mute/${muted.id}`)).status).toBe(200);

    const lists = {
      suggested: (await me.client.get('/api/users/suggested')).body,
      search: (await me.client.get(`/api/users/search?q=${starProfile.username}`)).body,
      followers: (await me.client.get(`/api/users/${star.id}/followers`)).body,
      following: (await me.client.get(`/api/users/${me.id}/following`)).body,
      blocks: (await me.client.get('/api/users/blocks')).body,
      mutes: (await me.client.get('/api/users/mutes')).body,
    };
    for (const [name, users] of Object.entries(lists)) {
      expect(users.length, name).toBeGreaterThan(0);
      for (const user of users) expect(Array.isArray(user.followers), `${name}: ${user.username}`).toBe(true);
    }
    const followersOf = (list: { _id: string; followers: string[] }[], id: string) =>
      list.find((u) => u._id === id)?.followers;
    expect(followersOf(lists.suggested, star.id)).toEqual([fan.id]);
    expect(followersOf(lists.search, star.id)).toEqual([fan.id]);
    expect(followersOf(lists.following, fan.id)).toEqual([me.id]);
    expect(followersOf(lists.followers, fan.id)).toEqual([me.id]);
    expect(followersOf(lists.mutes, muted.id)).toEqual([fan.id]);

    // Followed now, the way such a client learns it: its own id in the suggestion's followers.
    expect((await me.client.post(`/api/users/follow/${star.id}`)).status).toBe(200);
    const search = (await me.client.get(`/api/users/search?q=${starProfile.username}`)).body;
    expect(followersOf(search, star.id)).toEqual([me.id, fan.id]);
  });

  it("sends newMessage to the sender's other tabs only when X-Socket-Id names the sending one", async () => {
    const alice = await sockets.user();
    const bob = await sockets.user();
    const [aliceSending, aliceOther, bobTab] = await Promise.all([alice.tab(), alice.tab(), bob.tab()]);
    const isId = (id: string) => (m: { _id: string }) => m._id === id;

    const plain = await alice.client.post('/api/messages', { recipientId: bob.id, message: 'as SPEC §7 sends it' });
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

    // Listed as SPEC §7 knows conversations: the pair only; the web app asks for groups too.
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
