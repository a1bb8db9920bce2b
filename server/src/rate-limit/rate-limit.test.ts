import { afterEach, describe, expect, it } from 'vitest';
import { engines, manualClock, startTestServer, type TestServer } from '../test/server.js';

describe.each(engines)('rate limits on %s', (engine) => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('locks a username after 10 failed logins in 15 minutes, even for the right password', async () => {
    const time = manualClock();
    server = await startTestServer(engine, { clock: time.clock });
    const me = await server.client().signup({ password: 'the-right-one' });
    for (let i = 0; i < 10; i++) {
      const res = await server.client().post('/api/users/login', { username: me.username, password: 'wrong-guess' });
      expect(res.status).toBe(400);
    }
    const locked = await server.client().post('/api/users/login', { username: me.username, password: 'the-right-one' });
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ error: 'Too many failed login attempts. Please try again later.' });
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);

    time.advance(15 * 60 * 1000 + 1);
    const later = await server.client().post('/api/users/login', { username: me.username, password: 'the-right-one' });
    expect(later.status).toBe(200);
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
    expect(res.body).toEqual({ error: 'Too many sign-ups from this network. Please try again later.' });
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
