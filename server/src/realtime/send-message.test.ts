import { MAX_MESSAGE_CHARS } from '@threads/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { chatMessages } from '../chat/messages.js';
import { newId } from '../db/ids.js';
import { typeMismatch } from '../http/error-handler.js';
import type { Phrase } from '../lib/i18n/phrases.js';
import { refusal } from '../test/refusal.js';
import { engines, manualClock } from '../test/server.js';
import { pause, socketUsers } from '../test/sockets.js';
import { useTestServer } from '../test/use-test-server.js';
import { visibilityMessages } from '../visibility/messages.js';

describe.each(engines)('sendMessage over the socket on %s', (engine) => {
  const time = manualClock();
  const sockets = socketUsers(() => server);
  const server = useTestServer(engine, { clock: time.clock });
  afterAll(async () => {
    sockets.closeAll();
  });

  async function pair() {
    const alice = await sockets.user();
    const bob = await sockets.user();
    return { alice, bob, aliceTab: await alice.tab() };
  }

  const storedCount = async () =>
    Number(
      (
        await server.app.ctx.db
          .selectFrom('messages')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('acknowledges with the stored message, the same one HTTP reads back, and pushes it to the other tabs', async () => {
    const { alice, bob, aliceTab } = await pair();
    const bobTab = await bob.tab();
    const aliceOther = await alice.tab();
    const ack = await aliceTab.request('sendMessage', { message: '  over the socket ', recipientId: bob.id });
    expect(ack.message).toMatchObject({ sender: alice.id, text: 'over the socket', img: '', seen: false });
    expect((await alice.client.get(`/api/messages/${bob.id}`)).body).toEqual([ack.message]);
    expect(await bobTab.waitFor('newMessage')).toEqual(ack.message);
    expect(await aliceOther.waitFor('newMessage')).toEqual(ack.message);
    await pause(200);
    expect(aliceTab.all('newMessage')).toEqual([]);
  });

  it('has the message committed by the time the acknowledgement arrives', async () => {
    const { bob, aliceTab } = await pair();
    const ack = await aliceTab.request('sendMessage', { message: 'durable', recipientId: bob.id });
    const row = await server.app.ctx.db
      .selectFrom('messages')
      .selectAll()
      .where('id', '=', ack.message._id)
      .executeTakeFirst();
    expect(row?.text).toBe('durable');
  });

  it('refuses what POST /api/messages refuses, with the same errors, storing nothing', async () => {
    const { alice, bob, aliceTab } = await pair();
    const before = await storedCount();
    const refusals: [unknown, Phrase][] = [
      [{ message: 'hi' }, chatMessages.RECIPIENT_REQUIRED],
      [{ message: '   ', recipientId: bob.id }, chatMessages.MESSAGE_EMPTY],
      [{ message: 'x'.repeat(MAX_MESSAGE_CHARS + 1), recipientId: bob.id }, chatMessages.MESSAGE_TOO_LONG],
      [{ message: 'me', recipientId: alice.id }, chatMessages.MESSAGE_TO_SELF],
      [{ message: 'nobody', recipientId: newId() }, visibilityMessages.USER_NOT_FOUND],
      [{ message: 'bad id', recipientId: 'not-an-id' }, visibilityMessages.USER_NOT_FOUND],
      [{ message: 42, recipientId: bob.id }, typeMismatch('message', 'string')],
      [{ message: 'img', recipientId: bob.id, img: 'https://example.com/a.png' }, chatMessages.MESSAGE_IMAGE_INVALID],
      ['just a string', chatMessages.SEND_PAYLOAD_INVALID],
      [null, chatMessages.SEND_PAYLOAD_INVALID],
    ];
    for (const [payload, error] of refusals) {
      expect(await aliceTab.request('sendMessage', payload)).toEqual(refusal(error));
      const http = await alice.client.post('/api/messages', payload);
      expect(http.status).toBeGreaterThanOrEqual(400);
      expect(http.status).toBeLessThan(500);
      if (typeof payload === 'object' && payload !== null) expect(http.body).toEqual(refusal(error));
    }
    expect(await storedCount()).toBe(before);
    expect(aliceTab.socket.connected).toBe(true);
  });

  it('refuses across a block, either way, with the same answer as HTTP', async () => {
    const { alice, bob, aliceTab } = await pair();
    await server.app.ctx.db
      .insertInto('blocks')
      .values({ blocker_id: bob.id, blocked_id: alice.id, created_at: Date.now() })
      .execute();
    const http = await alice.client.post('/api/messages', { message: 'hi', recipientId: bob.id });
    expect(http.status).toBeGreaterThanOrEqual(400);
    expect(await aliceTab.request('sendMessage', { message: 'hi', recipientId: bob.id })).toEqual(http.body);
    expect((await bob.client.get(`/api/messages/${alice.id}`)).body).toEqual([]);
  });

  it('shares the 60 a minute limit with HTTP', async () => {
    const { alice, bob, aliceTab } = await pair();
    for (let i = 0; i < 30; i++) {
      expect((await alice.client.post('/api/messages', { message: `h${i}`, recipientId: bob.id })).status).toBe(201);
    }
    for (let i = 0; i < 30; i++) {
      // A second now and then keeps the socket's own event budget (socket-limits.ts) out of the way.
      if (i % 10 === 9) time.advance(1000);
      expect(await aliceTab.request('sendMessage', { message: `s${i}`, recipientId: bob.id })).toHaveProperty(
        'message',
      );
    }
    expect(await aliceTab.request('sendMessage', { message: 'one too many', recipientId: bob.id })).toEqual({
      error: 'You are sending messages too fast. Please slow down.',
      code: 'MESSAGING_TOO_FAST',
    });
    time.advance(60_000);
    expect(await aliceTab.request('sendMessage', { message: 'calmer', recipientId: bob.id })).toHaveProperty('message');
  });
});
