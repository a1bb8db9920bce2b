import { afterAll, describe, expect, it } from 'vitest';
import { engines } from '../test/server.js';
import { pause, socketUsers, type TestSocket } from '../test/sockets.js';
import { useTestServer } from '../test/use-test-server.js';

describe.each(engines)('presence on %s', (engine) => {
  const sockets = socketUsers(() => server);
  const user = sockets.user;
  const server = useTestServer(engine);
  afterAll(async () => {
    sockets.closeAll();
  });

  const lists = (socket: TestSocket) => socket.all('getOnlineUsers') as string[][];
  /** The next list, among those not yet received, that matches. */
  const nextList = (socket: TestSocket, matches: (ids: string[]) => boolean) => {
    const earlier = new Set(lists(socket));
    return socket.waitFor('getOnlineUsers', (ids: string[]) => !earlier.has(ids) && matches(ids));
  };
  type User = Awaited<ReturnType<typeof user>>;
  const follow = async (follower: User, followee: User) => {
    expect((await follower.client.post(`/api/users/follow/${followee.id}`)).status).toBe(200);
  };

  it('tells me when someone I follow comes and goes, counting tabs: offline only when the last tab closes', async () => {
    const alice = await user();
    const bob = await user();
    await follow(alice, bob);
    const aliceTab = await alice.tab();
    expect(await aliceTab.waitFor('getOnlineUsers')).toEqual([alice.id]);

    const bobFirst = await bob.tab();
    await aliceTab.waitFor('getOnlineUsers', (ids: string[]) => ids.includes(bob.id));
    const bobSecond = await bob.tab();
    bobFirst.close();
    await pause(400);
    expect(lists(aliceTab).at(-1)).toEqual([alice.id, bob.id]);

    bobSecond.close();
    await nextList(aliceTab, (ids) => !ids.includes(bob.id));
    expect(lists(aliceTab).at(-1)).toEqual([alice.id]);
  });

  it("sends me nothing about a stranger's coming and going, and tells no stranger about me", async () => {
    const alice = await user();
    const stranger = await user();
    const aliceTab = await alice.tab();
    await aliceTab.waitFor('getOnlineUsers');
    const strangerTab = await stranger.tab();
    expect(await strangerTab.waitFor('getOnlineUsers')).toEqual([stranger.id]);
    strangerTab.close();
    await pause(400);
    expect(lists(aliceTab)).toEqual([[alice.id]]);
  });

  it('shows a follow one way: the person I follow does not see me unless they follow me or we talk', async () => {
    const alice = await user();
    const bob = await user();
    await follow(alice, bob);
    const bobTab = await bob.tab();
    await bobTab.waitFor('getOnlineUsers');
    const aliceTab = await alice.tab();
    expect(await aliceTab.waitFor('getOnlineUsers')).toEqual([alice.id, bob.id]);
    await pause(400);
    expect(lists(bobTab)).toEqual([[bob.id]]);
  });

  it('adds a new contact to the lists of both, at once, with the first message between them', async () => {
    const alice = await user();
    const bob = await user();
    const [aliceTab, bobTab] = await Promise.all([alice.tab(), bob.tab()]);
    await Promise.all([aliceTab.waitFor('getOnlineUsers'), bobTab.waitFor('getOnlineUsers')]);
    const sent = await alice.client.post('/api/messages', { message: 'hello', recipientId: bob.id });
    expect(sent.status).toBe(201);
    await aliceTab.waitFor('getOnlineUsers', (ids: string[]) => ids.includes(bob.id));
    await bobTab.waitFor('getOnlineUsers', (ids: string[]) => ids.includes(alice.id));
  });

  it('follows an unfollow: the person leaves my list', async () => {
    const alice = await user();
    const bob = await user();
    await follow(alice, bob);
    const bobTab = await bob.tab();
    await bobTab.waitFor('getOnlineUsers');
    const aliceTab = await alice.tab();
    await aliceTab.waitFor('getOnlineUsers', (ids: string[]) => ids.includes(bob.id));
    await follow(alice, bob);
    await nextList(aliceTab, (ids) => !ids.includes(bob.id));
  });

  it('shows no presence across a block, either way, even between people who follow each other', async () => {
    const alice = await user();
    const bob = await user();
    await follow(alice, bob);
    await follow(bob, alice);
    // The block is written as the safety feature stores it; the visibility policy decides from the row.
    await server.app.ctx.db
      .insertInto('blocks')
      .values({ blocker_id: alice.id, blocked_id: bob.id, created_at: Date.now() })
      .execute();
    const bobTab = await bob.tab();
    await bobTab.waitFor('getOnlineUsers');
    const aliceTab = await alice.tab();
    expect(await aliceTab.waitFor('getOnlineUsers')).toEqual([alice.id]);
    await pause(400);
    expect(lists(bobTab)).toEqual([[bob.id]]);
  });

  it('re-sends a list at most once a second: contacts arriving together come in one or two lists', async () => {
    const alice = await user();
    const friends = [await user(), await user(), await user(), await user()];
    for (const friend of friends) await follow(alice, friend);
    const aliceTab = await alice.tab();
    await aliceTab.waitFor('getOnlineUsers');
    await pause(1100);
    for (const friend of friends) await friend.tab();
    await aliceTab.waitFor('getOnlineUsers', (ids: string[]) => ids.length === 5);
    expect(lists(aliceTab).length - 1).toBeLessThanOrEqual(2);
  });

  it('sends a new tab the current list straight away', async () => {
    const carol = await user();
    const dan = await user();
    await follow(carol, dan);
    await dan.tab();
    const first = await carol.tab();
    await first.waitFor('getOnlineUsers', (ids: string[]) => ids.includes(dan.id));
    const second = await carol.tab();
    expect(await second.waitFor('getOnlineUsers')).toEqual([carol.id, dan.id]);
  });
});
