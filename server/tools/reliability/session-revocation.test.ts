import { randomBytes } from 'node:crypto';
import {
  connectSocket,
  engines,
  pause,
  startTestServer,
  type TestServer,
  type TestSocket,
} from '@threads/server/test-support';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendAs } from './raw-request.js';
import { type Account, loginAgain, signupAccount } from './world.js';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/**
 * Within a second of the answer that ended the session; not of the request, which on a busy machine can take
 * that long itself (a password change hashes the new password).
 */
const WITHIN_MS = 1000;

async function stillConnected(socket: TestSocket): Promise<boolean> {
  await pause(300);
  return socket.socket.connected;
}

function revocationCases(servers: () => { home: TestServer; remote: TestServer }) {
  const open: TestSocket[] = [];
  const socketOn = async (server: TestServer, cookie: string) => {
    const socket = await connectSocket(server.url, { cookie });
    open.push(socket);
    return socket;
  };
  afterAll(() => {
    for (const socket of open) socket.close();
  });

  async function twoBrowsers() {
    const { home, remote } = servers();
    const account: Account = await signupAccount(home.url);
    const otherCookie = await loginAgain(home.url, account);
    return {
      account,
      otherCookie,
      here: await socketOn(home, account.cookie),
      hereToo: await socketOn(remote, account.cookie),
      elsewhere: await socketOn(remote, otherCookie),
    };
  }

  it('logout closes the sockets of that session only, within 1 s', async () => {
    const { home } = servers();
    const { account, otherCookie, here, hereToo, elsewhere } = await twoBrowsers();
    const drops = [here.droppedByServer(), hereToo.droppedByServer()];
    const response = await sendAs(home.url, account.cookie, { method: 'POST', path: '/api/users/logout' });
    const answered = Date.now();
    expect(response.status).toBe(200);
    for (const at of await Promise.all(drops)) expect(at - answered).toBeLessThan(WITHIN_MS);
    expect(await stillConnected(elsewhere)).toBe(true);
    await expect(connectSocket(home.url, { cookie: account.cookie })).rejects.toThrow('You must be logged in');
    expect((await sendAs(home.url, otherCookie, { method: 'GET', path: '/api/posts/feed' })).status).toBe(200);
  });

  it('freeze ends every session and closes every socket of the user, within 1 s', async () => {
    const { home } = servers();
    const { account, otherCookie, here, hereToo, elsewhere } = await twoBrowsers();
    const bystander = await signupAccount(home.url);
    const watching = await socketOn(home, bystander.cookie);
    const drops = [here, hereToo, elsewhere].map((socket) => socket.droppedByServer());
    const response = await sendAs(home.url, account.cookie, { method: 'PUT', path: '/api/users/freeze' });
    const answered = Date.now();
    expect(response.body).toEqual({ success: true });
    for (const at of await Promise.all(drops)) expect(at - answered).toBeLessThan(WITHIN_MS);
    expect(await stillConnected(watching)).toBe(true);
    const stale = await sendAs(home.url, otherCookie, { method: 'GET', path: '/api/posts/feed' });
    expect(stale).toEqual({
      status: 401,
      body: { error: 'You must be logged in', code: 'LOGIN_REQUIRED' },
    });
  });

  it('a password change ends the other sessions and their sockets within 1 s, and keeps this one', async () => {
    const { home } = servers();
    const { account, otherCookie, here, hereToo, elsewhere } = await twoBrowsers();
    const drop = elsewhere.droppedByServer();
    const response = await sendAs(home.url, account.cookie, {
      method: 'PUT',
      path: `/api/users/update/${account.id}`,
      json: { password: 'a brand new password', currentPassword: account.password },
    });
    const answered = Date.now();
    expect(response.status).toBe(200);
    expect((await drop) - answered).toBeLessThan(WITHIN_MS);
    expect(await stillConnected(here)).toBe(true);
    expect(await stillConnected(hereToo)).toBe(true);
    const stale = await sendAs(home.url, otherCookie, { method: 'GET', path: '/api/posts/feed' });
    expect(stale).toEqual({
      status: 401,
      body: { error: 'You must be logged in', code: 'LOGIN_REQUIRED' },
    });
  });
}

describe.each(engines)('session revocation closes sockets (%s, one process)', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, { env: { RATE_LIMITS: 'off' } });
  });
  afterAll(async () => {
    await server?.close();
  });
  revocationCases(() => ({ home: server, remote: server }));
});

describe('session revocation closes sockets on every process (PostgreSQL + Redis)', () => {
  const config = { redisUrl, redisPrefix: `test-${randomBytes(6).toString('hex')}:` };
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await startTestServer('postgres', { config, env: { RATE_LIMITS: 'off' } });
    b = await startTestServer('postgres', {
      config,
      env: { RATE_LIMITS: 'off' },
      sharedDatabaseUrl: a.config.databaseUrl,
    });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${config.redisPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });
  revocationCases(() => ({ home: a, remote: b }));
});
