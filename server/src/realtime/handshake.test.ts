import { afterAll, describe, expect, it } from 'vitest';
import { connectSocket, type TestSocket } from '../test/sockets.js';
import { useTestServer } from '../test/use-test-server.js';

describe('socket handshake', () => {
  const open: TestSocket[] = [];
  const server = useTestServer('sqlite');
  afterAll(async () => {
    for (const socket of open) socket.close();
  });

  const connect = async (...args: Parameters<typeof connectSocket>) => {
    const socket = await connectSocket(...args);
    open.push(socket);
    return socket;
  };

  it('accepts the session cookie, with or without a matching userId', async () => {
    const alice = server.client();
    const me = await alice.signup();
    const plain = await connect(server.url, { cookie: alice.cookie });
    expect(plain.socket.connected).toBe(true);
    const named = await connect(server.url, { cookie: alice.cookie, userId: me._id, transport: 'polling' });
    expect(named.socket.connected).toBe(true);
    expect(await named.waitFor('getOnlineUsers', (ids: string[]) => ids.includes(me._id))).toContain(me._id);
  });

  it('refuses a socket without a session cookie, whatever userId it names', async () => {
    const alice = server.client();
    const me = await alice.signup();
    await expect(connectSocket(server.url)).rejects.toThrow('You must be logged in');
    await expect(connectSocket(server.url, { userId: me._id })).rejects.toThrow('You must be logged in');
    await expect(connectSocket(server.url, { cookie: 'session=forged-token', userId: me._id })).rejects.toThrow(
      'You must be logged in',
    );
  });

  it("refuses someone else's userId with my cookie", async () => {
    const mallory = server.client();
    await mallory.signup();
    const victim = await server.client().signup();
    await expect(connectSocket(server.url, { cookie: mallory.cookie, userId: victim._id })).rejects.toThrow(
      'userId does not match the logged-in user',
    );
  });

  it('refuses a cookie whose session has ended', async () => {
    const alice = server.client();
    await alice.signup();
    const cookie = alice.cookie;
    await alice.post('/api/users/logout');
    await expect(connectSocket(server.url, { cookie })).rejects.toThrow('You must be logged in');
  });

  it('refuses a handshake from another site, on both transports', async () => {
    const alice = server.client();
    await alice.signup();
    for (const transport of ['websocket', 'polling'] as const) {
      await expect(
        connectSocket(server.url, { cookie: alice.cookie, origin: 'https://evil.example', transport }),
      ).rejects.toThrow();
    }
    const polling = await fetch(`${server.url}/socket.io/?EIO=4&transport=polling`, {
      headers: { origin: 'https://evil.example', cookie: alice.cookie },
    });
    expect(polling.status).toBe(403);
    const sameSite = await connect(server.url, { cookie: alice.cookie, origin: server.url });
    expect(sameSite.socket.connected).toBe(true);
  });
});
