import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../test/api-client.js';
import { refusal } from '../test/refusal.js';
import { engines, manualClock, startTestServer, type TestServer } from '../test/server.js';
import { connectSocket, type TestSocket } from '../test/sockets.js';
import { useTestServer } from '../test/use-test-server.js';
import { accountMessages } from './messages.js';

const PASSWORD = 'correct horse battery';

/** Within a second of the answer that ended its session (not of the request: a busy machine is slow to answer). */
const WITHIN_MS = 1000;

async function loginAs(url: string, username: string, userAgent: string) {
  const client = new ApiClient(url);
  const res = await client.request(
    'POST',
    '/api/users/login',
    { username, password: PASSWORD },
    { 'user-agent': userAgent },
  );
  expect(res.status).toBe(200);
  return client;
}

describe.each(engines)('sessions on %s', (engine) => {
  const time = manualClock();
  const sockets: TestSocket[] = [];

  const server = useTestServer(engine, { clock: time.clock });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
  });

  it('lists my live sessions with user agent, times and which one is this, never a token', async () => {
    const me = await server.client().signup({ password: PASSWORD });
    const laptop = await loginAs(server.url, me.username, 'Laptop Browser/1.0');
    time.advance(1000);
    const phone = await loginAs(server.url, me.username, 'Phone Browser/2.0');

    const res = await laptop.get('/api/users/sessions');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(3);
    const [newest, , oldest] = res.body;
    expect(newest).toMatchObject({ userAgent: 'Phone Browser/2.0', current: false });
    const laptopView = res.body.find((s: { userAgent: string }) => s.userAgent === 'Laptop Browser/1.0');
    expect(laptopView).toMatchObject({ current: true });
    expect(Object.keys(laptopView).sort()).toEqual(['_id', 'createdAt', 'current', 'lastSeenAt', 'userAgent']);
    expect(oldest._id).toMatch(/^[0-9A-Z]{26}$/);
    const cookieToken = laptop.cookie.split('=')[1] ?? '';
    expect(JSON.stringify(res.body)).not.toContain(cookieToken);
    expect((await phone.get('/api/users/sessions')).body.filter((s: { current: boolean }) => s.current)).toHaveLength(
      1,
    );
  });

  it('moves last-seen at most once a minute', async () => {
    const me = await server.client().signup({ password: PASSWORD });
    const client = await loginAs(server.url, me.username, 'Browser');
    const seen = async () =>
      (await client.get('/api/users/sessions')).body.find((s: { current: boolean }) => s.current).lastSeenAt;
    const first = await seen();
    time.advance(30_000);
    expect(await seen()).toBe(first);
    time.advance(31_000);
    expect(new Date(await seen()).getTime()).toBe(time.clock());
  });

  it('logs out another session: its requests and its sockets end within a second', async () => {
    const me = await server.client().signup({ password: PASSWORD });
    const here = await loginAs(server.url, me.username, 'Here');
    const there = await loginAs(server.url, me.username, 'There');
    const socket = await connectSocket(server.url, { cookie: there.cookie, userId: me._id });
    const keptSocket = await connectSocket(server.url, { cookie: here.cookie, userId: me._id });
    sockets.push(socket, keptSocket);
    const dropped = socket.droppedByServer();

    const list = (await here.get('/api/users/sessions')).body;
    const target = list.find((s: { userAgent: string }) => s.userAgent === 'There');
    const res = await here.delete(`/api/users/sessions/${target._id}`);
    const answered = Date.now();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect((await dropped) - answered).toBeLessThan(WITHIN_MS);
    expect(keptSocket.socket.connected).toBe(true);
    expect((await there.get('/api/users/sessions')).status).toBe(401);
    const after = (await here.get('/api/users/sessions')).body.map((s: { _id: string }) => s._id);
    expect(after).not.toContain(target._id);
  });

  it("answers someone else's session like a missing one and leaves it alone", async () => {
    const alice = await server.client().signup({ password: PASSWORD });
    const bob = await server.client().signup({ password: PASSWORD });
    const aliceClient = await loginAs(server.url, alice.username, 'A');
    const bobClient = await loginAs(server.url, bob.username, 'B');
    const bobSession = (await bobClient.get('/api/users/sessions')).body[0]._id;
    for (const id of [bobSession, '01JD0000000000000000000000', 'x']) {
      const res = await aliceClient.delete(`/api/users/sessions/${id}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(refusal(accountMessages.SESSION_NOT_FOUND));
    }
    expect((await bobClient.get('/api/users/sessions')).status).toBe(200);
    const visitor = await server.client().get('/api/users/sessions');
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual({ error: 'You must be logged in', code: 'LOGIN_REQUIRED' });
    expect((await server.client().delete(`/api/users/sessions/${bobSession}`)).status).toBe(401);
  });

  it('logs out of all other sessions: they and their sockets end, this one and other people stay', async () => {
    const me = await server.client().signup({ password: PASSWORD });
    const someoneElse = await server.client().signup({ password: PASSWORD });
    const here = await loginAs(server.url, me.username, 'Here');
    const phone = await loginAs(server.url, me.username, 'Phone');
    const tablet = await loginAs(server.url, me.username, 'Tablet');
    const theirs = await loginAs(server.url, someoneElse.username, 'Theirs');
    const phoneSocket = await connectSocket(server.url, { cookie: phone.cookie, userId: me._id });
    const keptSocket = await connectSocket(server.url, { cookie: here.cookie, userId: me._id });
    sockets.push(phoneSocket, keptSocket);
    const dropped = phoneSocket.droppedByServer();

    const res = await here.delete('/api/users/sessions');
    const answered = Date.now();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect((await dropped) - answered).toBeLessThan(WITHIN_MS);
    expect(keptSocket.socket.connected).toBe(true);
    for (const ended of [phone, tablet]) expect((await ended.get('/api/users/sessions')).status).toBe(401);
    const left = (await here.get('/api/users/sessions')).body;
    expect(left).toEqual([expect.objectContaining({ userAgent: 'Here', current: true })]);
    expect((await theirs.get('/api/users/sessions')).status).toBe(200);
  });

  it('refuses to log out all other sessions for a visitor or an ended session, ending nothing', async () => {
    const me = await server.client().signup({ password: PASSWORD });
    const here = await loginAs(server.url, me.username, 'Here');
    const visitor = await server.client().delete('/api/users/sessions');
    expect(visitor.status).toBe(401);
    expect(visitor.body).toEqual({ error: 'You must be logged in', code: 'LOGIN_REQUIRED' });
    const gone = await loginAs(server.url, me.username, 'Gone');
    const goneId = (await gone.get('/api/users/sessions')).body.find((s: { current: boolean }) => s.current)._id;
    const endedCookie = gone.cookie;
    expect((await gone.delete(`/api/users/sessions/${goneId}`)).status).toBe(200);
    const replay = new ApiClient(server.url);
    replay.cookie = endedCookie;
    const stale = await replay.delete('/api/users/sessions');
    expect(stale.status).toBe(401);
    expect(stale.body).toEqual({ error: 'You must be logged in', code: 'LOGIN_REQUIRED' });
    expect((await here.get('/api/users/sessions')).status).toBe(200);
  });

  it('logging out the current session clears its cookie', async () => {
    const me = await server.client().signup({ password: PASSWORD });
    const client = await loginAs(server.url, me.username, 'Only');
    const current = (await client.get('/api/users/sessions')).body.find((s: { current: boolean }) => s.current);
    const res = await client.delete(`/api/users/sessions/${current._id}`);
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie()[0]).toMatch(/^session=;/);
    expect((await client.get('/api/users/sessions')).status).toBe(401);
  });
});

describe('ending a session across processes', () => {
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const redisPrefix = `test-${randomBytes(6).toString('hex')}:`;
  let a: TestServer;
  let b: TestServer;
  let socket: TestSocket | undefined;

  beforeAll(async () => {
    a = await startTestServer('postgres', { config: { redisUrl, redisPrefix } });
    b = await startTestServer('postgres', {
      config: { redisUrl, redisPrefix },
      sharedDatabaseUrl: a.config.databaseUrl,
    });
  });
  afterAll(async () => {
    socket?.close();
    await b.close();
    await a.close();
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it("closes the session's sockets on the other process within a second", async () => {
    const me = await a.client().signup({ password: PASSWORD });
    const onA = await loginAs(a.url, me.username, 'On A');
    const onB = await loginAs(b.url, me.username, 'On B');
    socket = await connectSocket(b.url, { cookie: onB.cookie, userId: me._id });
    const dropped = socket.droppedByServer();
    const target = (await onA.get('/api/users/sessions')).body.find(
      (s: { userAgent: string }) => s.userAgent === 'On B',
    );
    expect((await onA.delete(`/api/users/sessions/${target._id}`)).status).toBe(200);
    const answered = Date.now();
    expect((await dropped) - answered).toBeLessThan(WITHIN_MS);
  });
});
