import { describe, expect, it } from 'vitest';
import { newId } from '../db/ids.js';
import { useGroupChat } from '../test/group-chat.js';
import { engines } from '../test/server.js';
import { pause } from '../test/sockets.js';

describe.each(engines)('group conversations on %s', (engine) => {
  const { server, time, person, group, sendTo, history, expectError } = useGroupChat(engine);

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
      code: 'CONVERSATION_NOT_FOUND',
    });
  });
});
