import { afterAll, describe, expect, it } from 'vitest';
import { newId } from '../db/ids.js';
import { dataUrl, pngImage } from '../test/media-files.js';
import { engines, manualClock } from '../test/server.js';
import { connectSocket, pause, type TestSocket } from '../test/sockets.js';
import { useTestServer } from '../test/use-test-server.js';

describe.each(engines)('group conversations on %s', (engine) => {
  const time = manualClock();
  const open: TestSocket[] = [];
  let addresses = 0;
  const server = useTestServer(engine, { clock: time.clock, env: { TRUST_PROXY: 'true' } });
  afterAll(async () => {
    for (const socket of open) socket.close();
  });

  /** A signed-up person from an address of their own (sign-ups are limited per address). */
  async function person() {
    addresses++;
    const client = server.clientAt(`10.19.${Math.floor(addresses / 250)}.${addresses % 250}`);
    const { _id, username } = await client.signup();
    const tab = async () => {
      const socket = await connectSocket(server.url, { cookie: client.cookie, userId: _id, groupChats: true });
      open.push(socket);
      return socket;
    };
    return { id: _id, username, client, tab };
  }
  type Person = Awaited<ReturnType<typeof person>>;

  async function group(name = 'Trip') {
    const [alice, bob, carol] = await Promise.all([person(), person(), person()]);
    const res = await alice.client.post('/api/messages/groups', { name, participantIds: [bob.id, carol.id] });
    expect(res.status).toBe(201);
    return { alice, bob, carol, id: res.body._id as string, created: res.body };
  }

  const sendTo = (from: Person, conversationId: string, message: string, headers: Record<string, string> = {}) =>
    from.client.request('POST', '/api/messages', { conversationId, message }, headers);
  const history = async (who: Person, conversationId: string) =>
    (await who.client.get(`/api/messages/conversation/${conversationId}`)).body as {
      _id: string;
      text: string;
      seenBy: string[];
      system?: string;
    }[];
  const expectError = (res: { status: number; body: unknown }, status: number, error: string) => {
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ error });
  };

  it('creates a group that every member lists beside their one-to-one conversations', async () => {
    const { alice, bob, carol, id, created } = await group();
    expect(created).toEqual({
      _id: id,
      isGroup: true,
      name: 'Trip',
      participants: expect.arrayContaining([
        { _id: bob.id, username: bob.username, profilePic: '' },
        { _id: carol.id, username: carol.username, profilePic: '' },
      ]),
      lastMessage: expect.objectContaining({ text: `${alice.username} created the group “Trip”`, system: 'created' }),
      unreadCount: 0,
    });
    expect(created.participants).toHaveLength(2);
    expect((await sendTo(bob, id, 'hello all')).status).toBe(201);
    expect((await bob.client.post('/api/messages', { recipientId: alice.id, message: 'just you' })).status).toBe(201);

    const aliceList = (await alice.client.get('/api/messages/conversations?groups=true')).body;
    expect(aliceList.map((c: { name?: string; unreadCount: number }) => [c.name, c.unreadCount])).toEqual([
      [undefined, 1],
      ['Trip', 1],
    ]);
    const carolList = (await carol.client.get('/api/messages/conversations?groups=true')).body;
    expect(carolList).toHaveLength(1);
    expect(carolList[0].participants.map((p: { _id: string }) => p._id).sort()).toEqual([alice.id, bob.id].sort());
    expect((await alice.client.get('/api/messages/unread-count')).body).toEqual({ count: 2 });
    expect((await carol.client.get('/api/messages/unread-count')).body).toEqual({ count: 1 });
    expect((await bob.client.get('/api/messages/unread-count')).body).toEqual({ count: 0 });
  });

  it('refuses a group without a proper name or with too few, too many, unknown or unreachable people', async () => {
    const [alice, bob, carol, frozen, blocker, blocked] = await Promise.all([
      person(),
      person(),
      person(),
      person(),
      person(),
      person(),
    ]);
    const create = (body: unknown) => alice.client.post('/api/messages/groups', body);
    const two = [bob.id, carol.id];
    expectError(await create({ name: '  ', participantIds: two }), 400, 'A group name must be 1 to 50 characters long');
    expectError(
      await create({ name: 'x'.repeat(51), participantIds: two }),
      400,
      'A group name must be 1 to 50 characters long',
    );
    expectError(await create({ name: 'Two', participantIds: [bob.id] }), 400, 'A group needs 2 to 49 other people');
    expectError(
      await create({ name: 'Two', participantIds: [bob.id, bob.id] }),
      400,
      'A group needs 2 to 49 other people',
    );
    const fifty = Array.from({ length: 50 }, () => newId());
    expectError(await create({ name: 'Crowd', participantIds: fifty }), 400, 'A group needs 2 to 49 other people');
    expectError(await create({ name: 'Me', participantIds: [alice.id, bob.id] }), 400, 'You cannot message yourself');
    expectError(await create({ name: 'Who', participantIds: [bob.id, newId()] }), 404, 'User not found');
    expectError(await create({ name: 'Who', participantIds: [bob.id, 'not-an-id'] }), 404, 'User not found');
    expectError(await create({ name: 'Bad' }), 400, "participantIds must have required property 'participantIds'");
    expect((await frozen.client.put('/api/users/freeze')).status).toBe(200);
    expectError(await create({ name: 'Cold', participantIds: [bob.id, frozen.id] }), 404, 'User not found');
    expect((await blocker.client.post(`/api/users/block/${alice.id}`)).status).toBe(200);
    expectError(
      await create({ name: 'No', participantIds: [bob.id, blocker.id] }),
      403,
      'You cannot interact with this user',
    );
    expect((await alice.client.post(`/api/users/block/${blocked.id}`)).status).toBe(200);
    expectError(
      await create({ name: 'No', participantIds: [bob.id, blocked.id] }),
      403,
      'You cannot interact with this user',
    );
    expectError(
      await server.client().post('/api/messages/groups', { name: 'Anon', participantIds: two }),
      401,
      'You must be logged in',
    );
    expect((await bob.client.get('/api/messages/conversations?groups=true')).body).toEqual([]);
  });

  it('lets members, and only members, send and read by conversation id', async () => {
    const { alice, bob, id } = await group();
    const stranger = await person();
    const sent = await sendTo(alice, id, '  see you at eight  ');
    expect(sent.status).toBe(201);
    expect(sent.body).toEqual({
      _id: expect.any(String),
      conversationId: id,
      sender: alice.id,
      text: 'see you at eight',
      img: '',
      seen: false,
      seenBy: [],
      createdAt: new Date(time.clock()).toISOString(),
    });
    const read = await history(bob, id);
    expect(read.map((m) => m.text)).toEqual([`${alice.username} created the group “Trip”`, 'see you at eight']);

    expectError(await sendTo(stranger, id, 'let me in'), 404, 'Conversation not found');
    expectError(await stranger.client.get(`/api/messages/conversation/${id}`), 404, 'Conversation not found');
    expectError(await stranger.client.get('/api/messages/conversation/not-an-id'), 404, 'Conversation not found');
    expectError(
      await alice.client.post('/api/messages', { conversationId: id, recipientId: bob.id, message: 'both' }),
      400,
      'Send to a recipientId or a conversationId, not both',
    );
    expectError(await sendTo(alice, id, '   '), 400, 'A message needs text or an image');
    expectError(
      await alice.client.get(`/api/messages/conversation/${id}?before=${newId()}&after=${newId()}`),
      400,
      'Use before or after, not both',
    );
    expect((await stranger.client.get('/api/messages/conversations?groups=true')).body).toEqual([]);
  });

  it('pages a conversation with before and after', async () => {
    const { alice, bob, id } = await group();
    const sent = [];
    for (const text of ['one', 'two', 'three']) sent.push((await sendTo(alice, id, text)).body);
    const after = (await bob.client.get(`/api/messages/conversation/${id}?after=${sent[0]._id}`)).body;
    expect(after.map((m: { text: string }) => m.text)).toEqual(['two', 'three']);
    const before = (await bob.client.get(`/api/messages/conversation/${id}?before=${sent[1]._id}`)).body;
    expect(before.map((m: { text: string }) => m.text)).toEqual([`${alice.username} created the group “Trip”`, 'one']);
  });

  it('sends into a one-to-one conversation by its id too, still refusing a block', async () => {
    const [alice, bob] = await Promise.all([person(), person()]);
    const first = await alice.client.post('/api/messages', { recipientId: bob.id, message: 'hi' });
    const byId = await sendTo(bob, first.body.conversationId, 'hi back');
    expect(byId.status).toBe(201);
    expect(byId.body).not.toHaveProperty('seenBy');
    expect((await alice.client.get(`/api/messages/${bob.id}`)).body.map((m: { text: string }) => m.text)).toEqual([
      'hi',
      'hi back',
    ]);
    expect((await alice.client.get(`/api/messages/conversation/${first.body.conversationId}`)).body).toHaveLength(2);
    expect((await alice.client.post(`/api/users/block/${bob.id}`)).status).toBe(200);
    expectError(
      await sendTo(bob, first.body.conversationId, 'still there?'),
      403,
      'You cannot interact with this user',
    );
  });

  it('tells every member who has seen what, and the unread counts follow', async () => {
    const { alice, bob, carol, id } = await group();
    const [aliceTab, bobTab, carolTab] = await Promise.all([alice.tab(), bob.tab(), carol.tab()]);
    const sent = (await sendTo(alice, id, 'read me')).body;
    expect((await bob.client.get('/api/messages/unread-count')).body).toEqual({ count: 1 });

    bobTab.emit('markMessagesAsSeen', { conversationId: id });
    const seen = { conversationId: id, userId: bob.id };
    for (const tab of [aliceTab, bobTab, carolTab]) expect(await tab.waitFor('messagesSeen')).toEqual(seen);
    const afterBob = (await history(alice, id)).find((m) => m._id === sent._id);
    expect(afterBob).toMatchObject({ seenBy: [bob.id], seen: false });
    expect((await bob.client.get('/api/messages/unread-count')).body).toEqual({ count: 0 });
    expect((await carol.client.get('/api/messages/unread-count')).body).toEqual({ count: 1 });

    carolTab.emit('markMessagesAsSeen', { conversationId: id });
    await aliceTab.waitFor('messagesSeen', (p: { userId: string }) => p.userId === carol.id);
    const afterCarol = (await history(alice, id)).find((m) => m._id === sent._id);
    expect(afterCarol).toMatchObject({ seen: true });
    expect([...(afterCarol?.seenBy ?? [])].sort()).toEqual([bob.id, carol.id].sort());
    const list = (await alice.client.get('/api/messages/conversations?groups=true')).body;
    expect(list[0].lastMessage.seen).toBe(true);

    // Reading again changes nothing and tells nobody.
    bobTab.emit('markMessagesAsSeen', { conversationId: id });
    await pause(200);
    expect(aliceTab.all('messagesSeen').filter((p: { userId: string }) => p.userId === bob.id)).toHaveLength(1);
  });

  it('delivers newMessage to every tab of every member, except the sending tab, and to nobody else', async () => {
    const { alice, bob, carol, id } = await group();
    const stranger = await person();
    const [aliceSending, aliceOther, bobOne, bobTwo, carolTab, strangerTab] = await Promise.all([
      alice.tab(),
      alice.tab(),
      bob.tab(),
      bob.tab(),
      carol.tab(),
      stranger.tab(),
    ]);
    const res = await sendTo(alice, id, 'to the group', { 'x-socket-id': aliceSending.id });
    const isIt = (m: { _id: string }) => m._id === res.body._id;
    for (const tab of [aliceOther, bobOne, bobTwo, carolTab])
      expect(await tab.waitFor('newMessage', isIt)).toEqual(res.body);
    const acked = await bobOne.request('sendMessage', { conversationId: id, message: 'by socket' });
    expect(acked.message).toMatchObject({ conversationId: id, text: 'by socket', seenBy: [] });
    await carolTab.waitFor('newMessage', (m: { _id: string }) => m._id === acked.message._id);
    await pause(200);
    expect(aliceSending.all('newMessage').map((m: { text: string }) => m.text)).toEqual(['by socket']);
    expect(strangerTab.all('newMessage')).toEqual([]);
    expect(await strangerTab.request('sendMessage', { conversationId: id, message: 'hi' })).toEqual({
      error: 'Conversation not found',
    });
  });

  it('adds a member, who then reads the group; refuses non-members, repeats, blocks and a full group', async () => {
    const { alice, bob, carol, id } = await group();
    const [dave, stranger, blocker] = await Promise.all([person(), person(), person()]);
    const daveTab = await dave.tab();
    const added = await bob.client.post(`/api/messages/groups/${id}/members`, { userId: dave.id });
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject({
      conversationId: id,
      sender: bob.id,
      system: 'added',
      text: `${bob.username} added ${dave.username}`,
    });
    expect(await daveTab.waitFor('newMessage')).toEqual(added.body);
    expect((await history(dave, id)).map((m) => m.system)).toEqual(['created', 'added']);
    const daveList = (await dave.client.get('/api/messages/conversations?groups=true')).body;
    expect(daveList[0].participants.map((p: { _id: string }) => p._id).sort()).toEqual(
      [alice.id, bob.id, carol.id].sort(),
    );

    const add = (who: Person, userId: string) => who.client.post(`/api/messages/groups/${id}/members`, { userId });
    expectError(await add(stranger, stranger.id), 404, 'Conversation not found');
    expectError(await add(alice, dave.id), 400, 'This person is already in the group');
    expectError(await add(alice, newId()), 404, 'User not found');
    expect((await blocker.client.post(`/api/users/block/${alice.id}`)).status).toBe(200);
    expectError(await add(alice, blocker.id), 403, 'You cannot interact with this user');
    const pair = await alice.client.post('/api/messages', { recipientId: bob.id, message: 'pair' });
    expectError(
      await alice.client.post(`/api/messages/groups/${pair.body.conversationId}/members`, { userId: carol.id }),
      404,
      'Conversation not found',
    );

    // Up to 50 people in all (alice, bob, carol, dave and 46 more).
    const more = await Promise.all(Array.from({ length: 46 }, () => person()));
    for (const [index, extra] of more.entries()) {
      if (index % 40 === 0) time.advance(60_000);
      expect((await add(alice, extra.id)).status).toBe(201);
    }
    time.advance(60_000);
    expectError(await add(alice, stranger.id), 400, 'A group can have at most 50 people');
  }, 120_000);

  it('lets a member leave: they can no longer read, send or hear, and the others see it', async () => {
    const { alice, bob, carol, id } = await group();
    const [bobTab, carolTab] = await Promise.all([bob.tab(), carol.tab()]);
    const left = await bob.client.delete(`/api/messages/groups/${id}/members/me`);
    expect(left.status).toBe(200);
    expect(left.body).toMatchObject({ system: 'left', sender: bob.id, text: `${bob.username} left` });
    expect(await carolTab.waitFor('newMessage')).toEqual(left.body);
    expect(await bobTab.waitFor('newMessage')).toEqual(left.body);

    expectError(await bob.client.get(`/api/messages/conversation/${id}`), 404, 'Conversation not found');
    expectError(await sendTo(bob, id, 'wait'), 404, 'Conversation not found');
    expectError(await bob.client.delete(`/api/messages/groups/${id}/members/me`), 404, 'Conversation not found');
    expect((await bob.client.get('/api/messages/conversations?groups=true')).body).toEqual([]);
    const sent = await sendTo(alice, id, 'after bob');
    await carolTab.waitFor('newMessage', (m: { _id: string }) => m._id === sent.body._id);
    await pause(200);
    expect(bobTab.all('newMessage').map((m: { system?: string }) => m.system)).toEqual(['left']);
    const list = (await alice.client.get('/api/messages/conversations?groups=true')).body;
    expect(list[0].participants.map((p: { _id: string }) => p._id)).toEqual([carol.id]);
  });

  it('renames a group for every member; refuses a bad name and non-members', async () => {
    const { alice, carol, id } = await group();
    const stranger = await person();
    const renamed = await carol.client.put(`/api/messages/groups/${id}`, { name: ' Beach ' });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ system: 'renamed', text: `${carol.username} renamed the group “Beach”` });
    expect((await alice.client.get('/api/messages/conversations?groups=true')).body[0]).toMatchObject({
      name: 'Beach',
      lastMessage: { system: 'renamed', text: `${carol.username} renamed the group “Beach”` },
    });
    expectError(
      await carol.client.put(`/api/messages/groups/${id}`, { name: '' }),
      400,
      'A group name must be 1 to 50 characters long',
    );
    expectError(
      await stranger.client.put(`/api/messages/groups/${id}`, { name: 'Mine' }),
      404,
      'Conversation not found',
    );
    expectError(
      await server.client().put(`/api/messages/groups/${id}`, { name: 'Anon' }),
      401,
      'You must be logged in',
    );
  });

  it('deletes a message for everyone: a tombstone in place, the image file gone, every member told', async () => {
    const { alice, bob, carol, id } = await group();
    const stranger = await person();
    const [bobTab, carolTab, strangerTab] = await Promise.all([bob.tab(), carol.tab(), stranger.tab()]);
    const sent = await alice.client.post('/api/messages', {
      conversationId: id,
      message: 'oops',
      img: dataUrl(await pngImage()),
    });
    expect(sent.status).toBe(201);
    const image = sent.body.img as string;
    for (const who of [bob, carol]) {
      expect((await fetch(server.url + image, { headers: { cookie: who.client.cookie } })).status).toBe(200);
    }
    expect((await fetch(server.url + image, { headers: { cookie: stranger.client.cookie } })).status).toBe(404);

    expectError(
      await bob.client.delete(`/api/messages/${sent.body._id}`),
      403,
      'You can only delete your own messages',
    );
    expectError(await stranger.client.delete(`/api/messages/${sent.body._id}`), 404, 'Message not found');
    expectError(await alice.client.delete(`/api/messages/${newId()}`), 404, 'Message not found');
    expectError(await alice.client.delete('/api/messages/nope'), 404, 'Message not found');
    const created = (await history(alice, id))[0];
    expectError(await alice.client.delete(`/api/messages/${created?._id}`), 400, 'Group updates cannot be deleted');

    const deleted = await alice.client.delete(`/api/messages/${sent.body._id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ _id: sent.body._id, sender: alice.id, deleted: true, text: '', img: '' });
    const event = { conversationId: id, messageId: sent.body._id };
    for (const tab of [bobTab, carolTab]) expect(await tab.waitFor('messageDeleted')).toEqual(event);
    expect((await history(bob, id)).at(-1)).toMatchObject({ _id: sent.body._id, deleted: true, text: '', img: '' });
    expect((await fetch(server.url + image, { headers: { cookie: alice.client.cookie } })).status).toBe(404);
    expect((await carol.client.get('/api/messages/conversations?groups=true')).body[0].lastMessage).toMatchObject({
      deleted: true,
      text: '',
    });
    expect((await carol.client.get('/api/messages/unread-count')).body).toEqual({ count: 0 });
    expect((await alice.client.delete(`/api/messages/${sent.body._id}`)).status).toBe(200);
    await pause(200);
    expect(strangerTab.all('messageDeleted')).toEqual([]);
    expect(bobTab.all('messageDeleted')).toHaveLength(1);
  });

  it('deletes a one-to-one message the same way', async () => {
    const [alice, bob] = await Promise.all([person(), person()]);
    const bobTab = await bob.tab();
    const sent = await alice.client.post('/api/messages', { recipientId: bob.id, message: 'regret' });
    expectError(
      await bob.client.delete(`/api/messages/${sent.body._id}`),
      403,
      'You can only delete your own messages',
    );
    const deleted = await alice.client.delete(`/api/messages/${sent.body._id}`);
    expect(deleted.body).toEqual({ ...sent.body, text: '', deleted: true });
    expect(await bobTab.waitFor('messageDeleted')).toEqual({
      conversationId: sent.body.conversationId,
      messageId: sent.body._id,
    });
    expect((await bob.client.get(`/api/messages/${alice.id}`)).body).toEqual([deleted.body]);
    expectError(await server.client().delete(`/api/messages/${sent.body._id}`), 401, 'You must be logged in');
  });

  it('keeps a group image from members who left', async () => {
    const { alice, bob, id } = await group();
    const sent = await alice.client.post('/api/messages', {
      conversationId: id,
      message: '',
      img: dataUrl(await pngImage()),
    });
    expect((await fetch(server.url + sent.body.img, { headers: { cookie: bob.client.cookie } })).status).toBe(200);
    await bob.client.delete(`/api/messages/groups/${id}/members/me`);
    expect((await fetch(server.url + sent.body.img, { headers: { cookie: bob.client.cookie } })).status).toBe(404);
  });

  it('sends typing to the other members only, at most once a second per person and conversation', async () => {
    const { alice, bob, carol, id } = await group();
    const stranger = await person();
    const [aliceTab, aliceOther, bobTab, carolTab, strangerTab] = await Promise.all([
      alice.tab(),
      alice.tab(),
      bob.tab(),
      carol.tab(),
      stranger.tab(),
    ]);
    const typing = { conversationId: id, userId: alice.id };
    aliceTab.emit('typing', { conversationId: id });
    for (const tab of [bobTab, carolTab]) expect(await tab.waitFor('typing')).toEqual(typing);
    aliceTab.emit('typing', { conversationId: id });
    aliceTab.emit('typing', { conversationId: id });
    strangerTab.emit('typing', { conversationId: id });
    for (const payload of [null, 'x', {}, { conversationId: 'nope' }]) bobTab.emit('typing', payload);
    await pause(300);
    expect(bobTab.all('typing')).toEqual([typing]);
    expect(carolTab.all('typing')).toEqual([typing]);
    expect(aliceTab.all('typing')).toEqual([]);
    expect(aliceOther.all('typing')).toEqual([]);
    time.advance(1000);
    aliceTab.emit('typing', { conversationId: id });
    await bobTab.waitFor('typing', () => bobTab.all('typing').length === 2);
    bobTab.emit('typing', { conversationId: id });
    expect(await aliceOther.waitFor('typing')).toEqual({ conversationId: id, userId: bob.id });
    await pause(200);
    expect(strangerTab.all('typing')).toEqual([]);
  });

  it('counts group members as contacts for presence', async () => {
    const { alice, carol } = await group();
    const carolTab = await carol.tab();
    const aliceTab = await alice.tab();
    expect(await aliceTab.waitFor('getOnlineUsers', (ids: string[]) => ids.includes(carol.id))).toContain(alice.id);
    expect(await carolTab.waitFor('getOnlineUsers', (ids: string[]) => ids.includes(alice.id))).toContain(carol.id);
  });
});
