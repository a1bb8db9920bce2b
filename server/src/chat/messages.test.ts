import { encodeTime } from 'ulidx';
import { describe, expect, it } from 'vitest';
import { newId } from '../db/ids.js';
import type { ApiClient } from '../test/api-client.js';
import { answered } from '../test/refusal.js';
import { engines, manualClock } from '../test/server.js';
import { useTestServer } from '../test/use-test-server.js';
import { MESSAGE_PAGE_SIZE } from './rules.js';

describe.each(engines)('chat messages on %s', (engine) => {
  const time = manualClock();
  const server = useTestServer(engine, { clock: time.clock });

  async function pair() {
    const alice = server.client();
    const bob = server.client();
    const aliceUser = await alice.signup();
    const bobUser = await bob.signup();
    return { alice, bob, aliceId: aliceUser._id, bobId: bobUser._id };
  }

  const send = (client: ApiClient, recipientId: string, message: unknown) =>
    client.post('/api/messages', { message, recipientId });

  it('requires login for every chat endpoint', async () => {
    const visitor = server.client();
    for (const res of [
      await visitor.post('/api/messages', { message: 'hi', recipientId: newId() }),
      await visitor.get(`/api/messages/${newId()}`),
      await visitor.get('/api/messages/conversations'),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'You must be logged in', code: 'LOGIN_REQUIRED' });
    }
  });

  it('sends a message that both members read, oldest first', async () => {
    const { alice, bob, aliceId, bobId } = await pair();
    const first = await send(alice, bobId, '  hello bob  ');
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      _id: expect.stringMatching(/^[0-9A-Z]{26}$/),
      conversationId: expect.stringMatching(/^[0-9A-Z]{26}$/),
      sender: aliceId,
      text: 'hello bob',
      img: '',
      seen: false,
      createdAt: new Date(time.clock()).toISOString(),
    });
    const reply = await send(bob, aliceId, 'hi alice');
    expect(reply.body.conversationId).toBe(first.body.conversationId);

    const seenByAlice = await alice.get(`/api/messages/${bobId}`);
    const seenByBob = await bob.get(`/api/messages/${aliceId}`);
    expect(seenByAlice.status).toBe(200);
    expect(seenByAlice.body.map((m: { text: string }) => m.text)).toEqual(['hello bob', 'hi alice']);
    expect(seenByBob.body).toEqual(seenByAlice.body);
  });

  it('keeps a conversation visible only to its two members', async () => {
    const { alice, aliceId, bobId } = await pair();
    await send(alice, bobId, 'just between us');
    const carol = server.client();
    await carol.signup();
    expect((await carol.get(`/api/messages/${aliceId}`)).body).toEqual([]);
    expect((await carol.get(`/api/messages/${bobId}`)).body).toEqual([]);
    expect((await carol.get('/api/messages/conversations')).body).toEqual([]);
  });

  it('answers an empty list before the first message', async () => {
    const { alice, bobId } = await pair();
    const res = await alice.get(`/api/messages/${bobId}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['an empty message', { recipientId: 'x', message: '' }, 'A message needs text or an image'],
    ['a blank message', { recipientId: 'x', message: '   \n ' }, 'A message needs text or an image'],
    ['a missing message', { recipientId: 'x' }, 'A message needs text or an image'],
    ['a null message', { recipientId: 'x', message: null }, 'A message needs text or an image'],
    ['2001 letters', { recipientId: 'x', message: 'a'.repeat(2001) }, 'Message must be at most 2000 characters long'],
    ['2001 emoji', { recipientId: 'x', message: '😀'.repeat(2001) }, 'Message must be at most 2000 characters long'],
    ['a missing recipient', { message: 'hello' }, 'Recipient is required'],
    ['an empty recipient', { recipientId: '', message: 'hello' }, 'Recipient is required'],
    ['a numeric message', { recipientId: 'x', message: 42 }, 'message must be string'],
    ['a numeric recipient', { recipientId: 7, message: 'hello' }, 'recipientId must be string'],
  ])('refuses %s with 400', async (_label, body, error) => {
    const { alice, bobId } = await pair();
    const res = await alice.post('/api/messages', { ...body, ...(body.recipientId === 'x' && { recipientId: bobId }) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(answered(error));
    expect((await alice.get(`/api/messages/${bobId}`)).body).toEqual([]);
  });

  it('accepts exactly 2000 characters, counted as code points', async () => {
    const { alice, bobId } = await pair();
    const res = await send(alice, bobId, '😀'.repeat(2000));
    expect(res.status).toBe(201);
    expect(res.body.text).toBe('😀'.repeat(2000));
  });

  it('refuses a message to yourself', async () => {
    const { alice, aliceId } = await pair();
    const res = await send(alice, aliceId, 'note to self');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'You cannot message yourself',
      code: 'MESSAGE_TO_SELF',
    });
    const read = await alice.get(`/api/messages/${aliceId}`);
    expect(read.status).toBe(400);
    expect(read.body).toEqual({
      error: 'You cannot message yourself',
      code: 'MESSAGE_TO_SELF',
    });
  });

  it('refuses an unknown or frozen recipient with 404', async () => {
    const { alice, bob, bobId } = await pair();
    for (const recipientId of [newId(), 'not-an-id']) {
      const res = await send(alice, recipientId, 'hello?');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'User not found', code: 'USER_NOT_FOUND' });
    }
    expect((await bob.put('/api/users/freeze')).status).toBe(200);
    const res = await send(alice, bobId, 'are you there?');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'User not found', code: 'USER_NOT_FOUND' });
    const read = await alice.get(`/api/messages/${bobId}`);
    expect(read.status).toBe(404);
    expect(read.body).toEqual({ error: 'User not found', code: 'USER_NOT_FOUND' });
  });

  it('refuses the next message of a known conversation once a block stands either way, or the recipient is frozen', async () => {
    const { alice, bob, aliceId, bobId } = await pair();
    expect((await send(alice, bobId, 'first')).status).toBe(201);
    expect((await bob.post(`/api/users/block/${aliceId}`)).status).toBe(200);
    for (const [from, to] of [
      [alice, bobId],
      [bob, aliceId],
    ] as const) {
      const res = await send(from, to, 'still there?');
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ error: 'You cannot interact with this user', code: 'USER_BLOCKED' });
    }
    expect((await bob.post(`/api/users/block/${aliceId}`)).status).toBe(200);
    expect((await send(alice, bobId, 'again')).status).toBe(201);
    expect((await bob.put('/api/users/freeze')).status).toBe(200);
    const res = await send(alice, bobId, 'and now?');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'User not found', code: 'USER_NOT_FOUND' });
  });

  it('pages older history with ?before, oldest first within a page', async () => {
    const { alice, bobId } = await pair();
    const total = MESSAGE_PAGE_SIZE + 5;
    for (let i = 0; i < total; i++) await send(alice, bobId, `m${i}`);
    const latest = await alice.get(`/api/messages/${bobId}`);
    expect(latest.body.map((m: { text: string }) => m.text)).toEqual(
      Array.from({ length: MESSAGE_PAGE_SIZE }, (_, i) => `m${i + 5}`),
    );
    const older = await alice.get(`/api/messages/${bobId}?before=${latest.body[0]._id}`);
    expect(older.body.map((m: { text: string }) => m.text)).toEqual(['m0', 'm1', 'm2', 'm3', 'm4']);
    const end = await alice.get(`/api/messages/${bobId}?before=${older.body[0]._id}`);
    expect(end.body).toEqual([]);
    time.advance(60_000);
  });

  it("gives a message an id above the conversation's newest, even one made by a clock that runs ahead", async () => {
    const { alice, bob, aliceId, bobId } = await pair();
    const first = await send(alice, bobId, 'first');
    // As if another server, whose clock is a minute ahead, had just stored a message here.
    const ahead = `${encodeTime(Date.now() + 60_000, 10)}${newId().slice(10)}`;
    await server.app.ctx.db
      .insertInto('messages')
      .values({
        id: ahead,
        conversation_id: first.body.conversationId,
        sender_id: bobId,
        text: 'from the future',
        img: '',
        seen: 0,
        created_at: time.clock(),
      })
      .execute();
    const next = await send(alice, bobId, 'after it');
    expect(next.status).toBe(201);
    expect(next.body._id > ahead).toBe(true);
    const caughtUp = await bob.get(`/api/messages/${aliceId}?after=${ahead}`);
    expect(caughtUp.body.map((m: { text: string }) => m.text)).toEqual(['after it']);
  });

  it('refuses a malformed cursor with 400', async () => {
    const { alice, bobId } = await pair();
    const res = await alice.get(`/api/messages/${bobId}?before=abc`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'before must match pattern "^[0-9A-HJKMNP-TV-Z]{26}$"', code: 'INVALID_FIELD' });
  });

  it('creates one conversation when both sides send their first message at once', async () => {
    const { alice, bob, aliceId, bobId } = await pair();
    const sent = await Promise.all(
      Array.from({ length: 8 }, (_, i) => (i % 2 ? send(alice, bobId, `a${i}`) : send(bob, aliceId, `b${i}`))),
    );
    expect(sent.map((r) => r.status)).toEqual(Array(8).fill(201));
    expect(new Set(sent.map((r) => r.body.conversationId)).size).toBe(1);
    expect((await alice.get(`/api/messages/${bobId}`)).body).toHaveLength(8);
    expect((await alice.get('/api/messages/conversations')).body).toHaveLength(1);
  });

  it('limits sending to 60 messages a minute per user', async () => {
    const { alice, bobId } = await pair();
    for (let i = 0; i < 60; i++) expect((await send(alice, bobId, `n${i}`)).status).toBe(201);
    const limited = await send(alice, bobId, 'one too many');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      error: 'You are sending messages too fast. Please slow down.',
      code: 'MESSAGING_TOO_FAST',
    });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    time.advance(60_000);
    expect((await send(alice, bobId, 'calmer now')).status).toBe(201);
  });
});
