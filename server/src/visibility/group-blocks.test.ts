import { afterEach, describe, expect, it } from 'vitest';
import { engines } from '../test/server.js';
import { pause, socketUsers, type TestSocket } from '../test/sockets.js';
import { useTestServer } from '../test/use-test-server.js';

/**
 * Visibility matrix rows for groups: a third person puts a blocker (alice) and the person she blocked (bob)
 * in one group with dave, the control. Live messages, typing and read receipts do not cross the block
 * either way; the history shows bob's messages to alice collapsed and alice's not at all to bob; the
 * member list stays whole.
 */
describe.each(engines)('blocks hold inside a group on %s', (engine) => {
  const people = socketUsers(() => server);
  const server = useTestServer(engine, { env: { RATE_LIMITS: 'off' } });
  afterEach(() => people.closeAll());

  async function world() {
    const [carol, alice, bob, dave] = [
      await people.user(),
      await people.user(),
      await people.user(),
      await people.user(),
    ];
    const group = await carol.client.post('/api/messages/groups', {
      name: 'Climbing',
      participantIds: [alice.id, bob.id, dave.id],
    });
    expect(group.status).toBe(201);
    expect((await alice.client.post(`/api/users/block/${bob.id}`)).status).toBe(200);
    const groupTab = { groupChats: true };
    const tabs = { alice: await alice.tab(groupTab), bob: await bob.tab(groupTab), dave: await dave.tab(groupTab) };
    return { carol, alice, bob, dave, tabs, id: group.body._id as string };
  }
  const say = (
    who: { client: { post: (p: string, b: unknown) => Promise<{ status: number; body: any }> } },
    id: string,
    message: string,
  ) => who.client.post('/api/messages', { conversationId: id, message });
  /** What `tab` got of `event` for `text`, after the control has had it: the block is then given time to leak. */
  async function leaked(tab: TestSocket, control: TestSocket, event: string, matches: (payload: any) => boolean) {
    await control.waitFor(event, matches);
    await pause(150);
    return tab.all(event).filter(matches);
  }

  it('messages: neither hears the other live; the control hears both', async () => {
    const { bob, alice, tabs, id } = await world();
    expect((await say(bob, id, 'from bob')).status).toBe(201);
    expect(await leaked(tabs.alice, tabs.dave, 'newMessage', (m) => m.text === 'from bob')).toEqual([]);
    expect((await say(alice, id, 'from alice')).status).toBe(201);
    expect(await leaked(tabs.bob, tabs.dave, 'newMessage', (m) => m.text === 'from alice')).toEqual([]);
  });

  it('typing: neither hears the other; the control hears both', async () => {
    const { bob, alice, tabs, id } = await world();
    tabs.bob.emit('typing', { conversationId: id });
    expect(await leaked(tabs.alice, tabs.dave, 'typing', (t) => t.userId === bob.id)).toEqual([]);
    tabs.alice.emit('typing', { conversationId: id });
    expect(await leaked(tabs.bob, tabs.dave, 'typing', (t) => t.userId === alice.id)).toEqual([]);
  });

  it("history: bob's messages are collapsed for alice, alice's are not listed for bob, both plain for the control", async () => {
    const { bob, alice, dave, id } = await world();
    await say(bob, id, 'from bob');
    await say(alice, id, 'from alice');
    await say(dave, id, 'from dave');
    const history = async (who: typeof bob) =>
      ((await who.client.get(`/api/messages/conversation/${id}`)).body as any[]).filter((m) => !m.system);
    const forAlice = await history(alice);
    expect(forAlice.map((m) => [m.text, m.fromBlocked])).toEqual([
      ['from bob', true],
      ['from alice', undefined],
      ['from dave', undefined],
    ]);
    expect((await history(bob)).map((m) => m.text)).toEqual(['from bob', 'from dave']);
    expect((await history(dave)).map((m) => [m.text, m.fromBlocked])).toEqual([
      ['from bob', undefined],
      ['from alice', undefined],
      ['from dave', undefined],
    ]);
  });

  it("receipts: alice's reading reaches dave, not bob, and bob's history does not name her in seenBy", async () => {
    const { bob, alice, dave, tabs, id } = await world();
    const sent = await say(bob, id, 'read me');
    tabs.alice.emit('markMessagesAsSeen', { conversationId: id, userId: alice.id });
    expect(await leaked(tabs.bob, tabs.dave, 'messagesSeen', (s) => s.userId === alice.id)).toEqual([]);
    const forBob = (await bob.client.get(`/api/messages/conversation/${id}`)).body as any[];
    expect(forBob.find((m) => m._id === sent.body._id).seenBy).not.toContain(alice.id);
    const forDave = (await dave.client.get(`/api/messages/conversation/${id}`)).body as any[];
    expect(forDave.find((m) => m._id === sent.body._id).seenBy).toContain(alice.id);
  });

  it('member lists stay whole: who is in the group is the group’s (leaving is how to avoid someone)', async () => {
    const { bob, alice, id } = await world();
    const conversation = async (who: typeof bob) =>
      ((await who.client.get('/api/messages/conversations?groups=true')).body as any[]).find((c) => c._id === id);
    expect((await conversation(bob)).participants.map((p: { _id: string }) => p._id)).toContain(alice.id);
    expect((await conversation(alice)).participants.map((p: { _id: string }) => p._id)).toContain(bob.id);
  });
});
