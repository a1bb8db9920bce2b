import { afterAll, describe, expect, it } from 'vitest';
import { httpMessages } from '../http/messages.js';
import { refusal } from '../test/refusal.js';
import { engines, manualClock } from '../test/server.js';
import { pause, socketUsers, type TestSocket } from '../test/sockets.js';
import { useTestServer } from '../test/use-test-server.js';
import { socketLimits } from './socket-limits.js';

const closed = (tab: TestSocket, timeoutMs = 5000) =>
  new Promise<void>((resolve, reject) => {
    if (!tab.socket.connected) return resolve();
    const timer = setTimeout(() => reject(new Error(`socket still open after ${timeoutMs} ms`)), timeoutMs);
    tab.socket.once('disconnect', () => {
      clearTimeout(timer);
      resolve();
    });
  });

describe.each(engines)('socket limits on %s', (engine) => {
  const sockets = socketUsers(() => server);
  // Time stands still unless a test moves it, so budgets refill only when a test says so.
  const time = manualClock();
  const server = useTestServer(engine, { clock: time.clock });
  afterAll(async () => {
    sockets.closeAll();
  });

  it('drops events past the per-socket rate, telling an acknowledgement so, and keeps the socket open', async () => {
    const alice = await sockets.user();
    const bob = await sockets.user();
    const tab = await alice.tab();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => tab.request('sendMessage', { message: `m${i}`, recipientId: bob.id })),
    );
    const sent = answers.filter((answer) => 'message' in answer);
    const dropped = answers.filter((answer) => answer.code === httpMessages.TOO_MANY_REQUESTS.code);
    expect(sent).toHaveLength(socketLimits.eventBurst);
    expect(dropped).toHaveLength(40 - socketLimits.eventBurst);
    expect((await alice.client.get(`/api/messages/${bob.id}`)).body).toHaveLength(sent.length);
    expect(tab.socket.connected).toBe(true);
    time.advance(1000);
    const refilled = await Promise.all(
      Array.from({ length: 12 }, () => tab.request('sendMessage', { message: 'later', recipientId: bob.id })),
    );
    expect(refilled.filter((answer) => 'message' in answer)).toHaveLength(socketLimits.eventsPerSecond);
  });

  it("shares the budget between a person's sockets, so reconnecting buys no fresh burst", async () => {
    const alice = await sockets.user();
    const bob = await sockets.user();
    const first = await alice.tab();
    const payload = { message: 'hi', recipientId: bob.id };
    const burst = (tab: TestSocket, count: number) =>
      Promise.all(Array.from({ length: count }, () => tab.request('sendMessage', payload)));
    await burst(first, socketLimits.eventBurst + 10);
    first.close();
    const second = await alice.tab();
    expect(await burst(second, 3)).toEqual(Array(3).fill(refusal(httpMessages.TOO_MANY_REQUESTS)));
  });

  it("disconnects a socket that keeps flooding, and only that one: the person's other tab stays", async () => {
    const alice = await sockets.user();
    const calm = await alice.tab();
    const flooding = await alice.tab();
    for (let i = 0; i < 1000; i++) flooding.emit('markMessagesAsSeen', { conversationId: 'x' });
    await closed(flooding);
    await pause(200);
    expect(calm.socket.connected).toBe(true);
  });

  it(`keeps at most ${socketLimits.socketsPerUser} sockets per person, closing the oldest`, async () => {
    const alice = await sockets.user();
    const bob = await sockets.user();
    const bobTab = await bob.tab();
    const tabs: TestSocket[] = [];
    for (let i = 0; i < socketLimits.socketsPerUser; i++) tabs.push(await alice.tab());
    const newest = await alice.tab();
    await closed(tabs[0] as TestSocket);
    await pause(200);
    expect(tabs.slice(1).every((tab) => tab.socket.connected)).toBe(true);
    expect(newest.socket.connected).toBe(true);
    expect(bobTab.socket.connected).toBe(true);
  });

  it(`closes a connection that sends a frame over ${socketLimits.maxPayloadBytes / 1024} KB, and no other`, async () => {
    const alice = await sockets.user();
    const bob = await sockets.user();
    const other = await alice.tab();
    const tab = await alice.tab();
    tab.emit('sendMessage', { message: 'x'.repeat(socketLimits.maxPayloadBytes), recipientId: bob.id });
    await closed(tab);
    expect((await alice.client.get(`/api/messages/${bob.id}`)).body).toEqual([]);
    expect(await other.request('sendMessage', { message: 'still here', recipientId: bob.id })).toHaveProperty(
      'message',
    );
  });
});
