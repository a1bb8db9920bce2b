import { afterEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../test/api-client.js';
import { engines, manualClock, startTestServer, type TestServer } from '../test/server.js';

describe.each(engines)('rate limits on %s', (engine) => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  const LOGIN_THROTTLED = {
    error: 'Too many failed login attempts. Please try again later.',
    code: 'LOGIN_THROTTLED',
  };
  const tryLogin = (client: ApiClient, username: string, password: string) =>
    client.post('/api/users/login', { username, password });

  it("an attacker's failed guesses never lock the owner out, and the attacker stays throttled", async () => {
    const time = manualClock();
    server = await startTestServer(engine, { clock: time.clock, env: { TRUST_PROXY: 'true' } });
    const owner = await server.clientAt('203.0.113.10').signup({ password: 'the-right-one' });
    const attacker = server.clientAt('198.51.100.66');
    for (let i = 0; i < 10; i++) {
      const guess = await tryLogin(attacker, i % 2 ? owner.username.toUpperCase() : owner.username, `guess-${i}`);
      expect(guess.status).toBe(400);
    }
    const throttled = await tryLogin(attacker, owner.username, 'the-right-one');
    expect(throttled.status).toBe(429);
    expect(throttled.body).toEqual(LOGIN_THROTTLED);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);

    // Again and again: the owner, from their own address, gets in every time; the attacker never does.
    for (let round = 0; round < 3; round++) {
      const login = await tryLogin(server.clientAt('203.0.113.10'), owner.username, 'the-right-one');
      expect(login.status).toBe(200);
      expect((await tryLogin(attacker, owner.username, 'guess')).status).toBe(429);
    }

    time.advance(15 * 60 * 1000 + 1);
    expect((await tryLogin(attacker, owner.username, 'the-right-one')).status).toBe(200);
  });

  it('an attacker spread over many addresses gets one guess per address once the username is under attack', async () => {
    server = await startTestServer(engine, { env: { TRUST_PROXY: 'true' } });
    const owner = await server.clientAt('203.0.113.10').signup({ password: 'the-right-one' });
    for (let i = 0; i < 10; i++) {
      expect((await tryLogin(server.clientAt(`198.51.100.${i}`), owner.username, 'guess')).status).toBe(400);
    }
    for (let i = 10; i < 15; i++) {
      const botnetMember = server.clientAt(`198.51.100.${i}`);
      expect((await tryLogin(botnetMember, owner.username, 'guess')).status).toBe(400);
      const second = await tryLogin(botnetMember, owner.username, 'the-right-one');
      expect(second.status).toBe(429);
      expect(second.body).toEqual(LOGIN_THROTTLED);
    }
    expect((await tryLogin(server.clientAt('203.0.113.10'), owner.username, 'the-right-one')).status).toBe(200);
  });

  it('throttles one address after 50 failed logins across usernames', async () => {
    server = await startTestServer(engine, { env: { TRUST_PROXY: 'true' } });
    const victim = await server.clientAt('203.0.113.10').signup({ password: 'the-right-one' });
    const sprayer = server.clientAt('198.51.100.7');
    for (let i = 0; i < 50; i++) {
      expect((await tryLogin(sprayer, `nosuchuser${i}`, 'password1')).status).toBe(400);
    }
    const refused = await tryLogin(sprayer, victim.username, 'the-right-one');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(LOGIN_THROTTLED);
    expect((await tryLogin(server.clientAt('203.0.113.10'), victim.username, 'the-right-one')).status).toBe(200);
  });

  it('limits sign-ups per IP', async () => {
    server = await startTestServer(engine);
    for (let i = 0; i < 50; i++) await server.client().signup();
    const res = await server.client().post('/api/users/signup', {
      name: 'One Too Many',
      username: 'onetoomany',
      email: 'onetoomany@example.com',
      password: 'long enough',
    });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({
      error: 'Too many sign-ups from this network. Please try again later.',
      code: 'SIGNUPS_THROTTLED',
    });
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('RATE_LIMITS=off switches the limits off', async () => {
    server = await startTestServer(engine, { env: { RATE_LIMITS: 'off' } });
    const me = await server.client().signup({ password: 'the-right-one' });
    for (let i = 0; i < 11; i++) {
      await server.client().post('/api/users/login', { username: me.username, password: 'wrong-guess' });
    }
    const res = await server.client().post('/api/users/login', { username: me.username, password: 'the-right-one' });
    expect(res.status).toBe(200);
  });
});
