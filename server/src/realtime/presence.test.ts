import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines, startTestServer, type TestServer } from '../test/server.js';
import { pause, socketUsers, type TestSocket } from '../test/sockets.js';

describe.each(engines)('presence on %s', (engine) => {
  let server: TestServer;
  const sockets = socketUsers(() => server);
  const user = sockets.user;
  beforeAll(async () => {
    server = await startTestServer(engine);
  });
  afterAll(async () => {
    sockets.closeAll();
    await server.close();
  });

  const lists = (socket: TestSocket) => socket.all('getOnlineUsers') as string[][];

  it('tells everyone who is online, counting tabs: offline only when the last tab closes', async () => {
    const alice = await user();
    const bob = await user();
    const aliceTab = await alice.tab();
    await aliceTab.waitFor('getOnlineUsers', (ids: string[]) => ids.includes(alice.id));

    const bobFirst = await bob.tab();
    await aliceTab.waitFor('getOnlineUsers', (ids: string[]) => ids.includes(bob.id));
    const bobSecond = await bob.tab();
    const current = await bobSecond.waitFor('getOnlineUsers');
    expect(current).toEqual(expect.arrayContaining([alice.id]));

    bobFirst.close();
    await pause(400);
    expect(lists(aliceTab).at(-1)).toContain(bob.id);

    bobSecond.close();
    await aliceTab.waitFor('getOnlineUsers', (ids: string[]) => !ids.includes(bob.id));
    expect(lists(aliceTab).at(-1)).toContain(alice.id);
  });

  it('sends a new tab the current list straight away', async () => {
    const carol = await user();
    const first = await carol.tab();
    await first.waitFor('getOnlineUsers', (ids: string[]) => ids.includes(carol.id));
    const second = await carol.tab();
    expect(await second.waitFor('getOnlineUsers')).toContain(carol.id);
  });
});
