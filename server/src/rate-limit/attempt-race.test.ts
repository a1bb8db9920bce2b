import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '../accounts/messages.js';
import { totpCode } from '../accounts/totp.js';
import { reauthMessages } from '../auth/messages.js';
import type { ApiClient } from '../test/api-client.js';
import { refusal } from '../test/refusal.js';
import { engines, startTestServer, type TestServer } from '../test/server.js';
import { useTestServer } from '../test/use-test-server.js';
import { clientKey } from './client-key.js';

const PASSWORD = 'correct horse battery';
const BURST = 200;
const LIMIT = 10;
const THROTTLED = 429;

/** A signed-in account with two-factor sign-in on, acting from `ip`. */
async function twoFactorAccount(server: TestServer, ip: string) {
  const client = server.clientAt(ip);
  const me = await client.signup({ password: PASSWORD });
  const setup = await client.post('/api/users/2fa/setup');
  expect((await client.post('/api/users/2fa/enable', { code: totpCode(setup.body.secret, Date.now()) })).status).toBe(
    200,
  );
  return { client, me };
}

/** Fires every request at once; returns how many were evaluated (not refused by the throttle). */
async function evaluatedOf(requests: Array<Promise<{ status: number }>>): Promise<number> {
  const statuses = (await Promise.all(requests)).map((r) => r.status);
  expect(statuses.every((status) => status === THROTTLED || (status >= 400 && status < 500))).toBe(true);
  return statuses.filter((status) => status !== THROTTLED).length;
}

describe.each(engines)('throttles count before they check, on %s', (engine) => {
  const server = useTestServer(engine, { env: { TRUST_PROXY: 'true' } });

  it(`${BURST} concurrent wrong login codes: at most ${LIMIT} are evaluated`, async () => {
    const { me } = await twoFactorAccount(server, '203.0.113.1');
    const attacker = server.clientAt('198.51.100.1');
    const login = () =>
      attacker.post('/api/users/login', { username: me.username, password: PASSWORD, code: '000000' });
    const evaluated = await evaluatedOf(Array.from({ length: BURST }, login));
    expect(evaluated).toBeGreaterThan(0);
    expect(evaluated).toBeLessThanOrEqual(LIMIT);
  });

  it(`${BURST} concurrent wrong codes to turn 2FA off from a stolen session: at most ${LIMIT} evaluated`, async () => {
    const { client } = await twoFactorAccount(server, '198.51.100.2');
    const disable = () => client.post('/api/users/2fa/disable', { password: PASSWORD, code: '000000' });
    const evaluated = await evaluatedOf(Array.from({ length: BURST }, disable));
    expect(evaluated).toBeLessThanOrEqual(LIMIT);
    const after = await client.post('/api/users/2fa/disable', { password: PASSWORD, code: '000000' });
    expect(after.status).toBe(THROTTLED);
    expect(after.body).toEqual({
      error: 'Too many failed attempts. Please try again later.',
      code: 'TWO_FACTOR_THROTTLED',
    });
  });

  it(`${BURST} concurrent wrong current passwords to change the password: at most ${LIMIT} evaluated`, async () => {
    const client = server.clientAt('198.51.100.3');
    const me = await client.signup({ password: PASSWORD });
    const change = () =>
      client.put(`/api/users/update/${me._id}`, { password: 'a new password', currentPassword: 'wrong guess' });
    const results = await Promise.all(Array.from({ length: BURST }, change));
    const evaluated = results.filter((r) => r.status !== THROTTLED);
    expect(evaluated.length).toBeLessThanOrEqual(LIMIT);
    for (const r of evaluated) expect(r.body).toEqual(refusal(reauthMessages.CURRENT_PASSWORD_WRONG));
  });

  it(`${BURST} concurrent wrong codes to turn 2FA on: at most ${LIMIT} evaluated`, async () => {
    const client = server.clientAt('198.51.100.4');
    await client.signup({ password: PASSWORD });
    await client.post('/api/users/2fa/setup');
    const enable = () => client.post('/api/users/2fa/enable', { code: '000000' });
    const results = await Promise.all(Array.from({ length: BURST }, enable));
    const evaluated = results.filter((r) => r.status !== THROTTLED);
    expect(evaluated.length).toBeLessThanOrEqual(LIMIT);
    for (const r of evaluated) expect(r.body).toEqual(refusal(accountMessages.TWO_FACTOR_INVALID));
  });

  it('counts IPv6 clients by /64: new addresses in the same /64 are the same client', async () => {
    const { me } = await twoFactorAccount(server, '203.0.113.9');
    const from = (ip: string) =>
      server.clientAt(ip).post('/api/users/login', { username: me.username, password: 'wrong guess' });
    for (let i = 1; i <= LIMIT; i++) expect((await from(`2001:db8:5:6::${i.toString(16)}`)).status).toBe(400);
    const sameNetwork = await from('2001:db8:5:6:ffff:1:2:3');
    expect(sameNetwork.status).toBe(THROTTLED);
    // Another /64 is another client: one guess while the account is under attack.
    expect((await from('2001:db8:5:7::1')).status).toBe(400);
    expect(clientKey('2001:DB8:5:6:ffff:1:2:3')).toBe('2001:db8:5:6::/64');
    expect(clientKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
  });
});

describe('throttles count before they check across processes (Redis)', () => {
  const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const redisPrefix = `test-${randomBytes(6).toString('hex')}:`;
  let a: TestServer;
  let b: TestServer;

  beforeAll(async () => {
    const env = { TRUST_PROXY: 'true' };
    a = await startTestServer('postgres', { env, config: { redisUrl, redisPrefix } });
    b = await startTestServer('postgres', {
      env,
      config: { redisUrl, redisPrefix },
      sharedDatabaseUrl: a.config.databaseUrl,
    });
  });
  afterAll(async () => {
    await b.close();
    await a.close();
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it(`${BURST} wrong codes split over two processes: at most ${LIMIT} evaluated in all`, async () => {
    const { me } = await twoFactorAccount(a, '203.0.113.20');
    const attackers: ApiClient[] = [a.clientAt('198.51.100.20'), b.clientAt('198.51.100.20')];
    const requests = Array.from({ length: BURST }, (_, i) =>
      (attackers[i % 2] as ApiClient).post('/api/users/login', {
        username: me.username,
        password: PASSWORD,
        code: '000000',
      }),
    );
    const evaluated = await evaluatedOf(requests);
    expect(evaluated).toBeGreaterThan(0);
    expect(evaluated).toBeLessThanOrEqual(LIMIT);
  });
});
