import { describe, expect, it } from 'vitest';
import { newId } from '../db/ids.js';
import { type GroupPerson, useGroupChat } from '../test/group-chat.js';
import { dataUrl, pngImage } from '../test/media-files.js';
import { engines } from '../test/server.js';
import { pause } from '../test/sockets.js';

describe.each(engines)('changes to group conversations on %s', (engine) => {
  const { server, time, person, group, sendTo, history, expectError } = useGroupChat(engine);

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
      systemParams: { actor: bob.username, subject: dave.username, group: '' },
    });
    expect(await daveTab.waitFor('newMessage')).toEqual(added.body);
    expect((await history(dave, id)).map((m) => m.system)).toEqual(['created', 'added']);
    const daveList = (await dave.client.get('/api/messages/conversations?groups=true')).body;
    expect(daveList[0].participants.map((p: { _id: string }) => p._id).sort()).toEqual(
      [alice.id, bob.id, carol.id].sort(),
    );

    const add = (who: GroupPerson, userId: string) => who.client.post(`/api/messages/groups/${id}/members`, { userId });
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
