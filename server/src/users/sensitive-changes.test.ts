import { afterEach, describe, expect, it } from 'vitest';
import { engines, startTestServer, type TestServer } from '../test/server.js';

const PASSWORD = 'correct horse battery';
const CURRENT_PASSWORD_REQUIRED = {
  error: 'Enter your current password to change your password or email.',
  code: 'CURRENT_PASSWORD_REQUIRED',
};
const CURRENT_PASSWORD_WRONG = {
  error: 'Your current password is incorrect.',
  code: 'CURRENT_PASSWORD_WRONG',
};

describe.each(engines)('changing the password or email needs the current password (%s)', (engine) => {
  let server: TestServer;
  afterEach(() => server?.close());

  /** A new server and an account on it, at a fixed address. */
  async function signedUp() {
    server = await startTestServer(engine, { env: { TRUST_PROXY: 'true' } });
    const client = server.clientAt('203.0.113.20');
    const me = await client.signup({ password: PASSWORD });
    return { client, me, update: (body: object) => client.put(`/api/users/update/${me._id}`, body) };
  }

  it('refuses a new password or email without the current password, and changes nothing', async () => {
    const { client, me, update } = await signedUp();
    for (const body of [
      { password: 'a new password' },
      { email: 'taken-over@example.com' },
      { bio: 'x', email: 'a@b.co' },
    ]) {
      const res = await update(body);
      expect(res.status).toBe(400);
      expect(res.body).toEqual(CURRENT_PASSWORD_REQUIRED);
    }
    const profile = (await client.get(`/api/users/profile/${me._id}`)).body;
    expect(profile).toMatchObject({ email: me.email, bio: '' });
    expect((await server.client().post('/api/users/login', { username: me.username, password: PASSWORD })).status).toBe(
      200,
    );
  });

  it('accepts them with the current password; other fields and an unchanged email need none', async () => {
    const { me, update } = await signedUp();
    expect((await update({ bio: 'hello', email: me.email.toUpperCase(), password: '' })).status).toBe(200);
    const changed = await update({ email: 'new@example.com', password: 'a new password', currentPassword: PASSWORD });
    expect(changed.status).toBe(200);
    expect(changed.body.email).toBe('new@example.com');
    const login = await server.client().post('/api/users/login', { username: me.username, password: 'a new password' });
    expect(login.status).toBe(200);
  });

  it('a wrong current password is refused and counts as a failed login', async () => {
    const { me, update } = await signedUp();
    for (let i = 0; i < 10; i++) {
      const res = await update({ password: 'a new password', currentPassword: `wrong ${i}` });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(CURRENT_PASSWORD_WRONG);
    }
    const throttled = await update({ password: 'a new password', currentPassword: PASSWORD });
    expect(throttled.status).toBe(429);
    expect(throttled.body).toEqual({
      error: 'Too many failed login attempts. Please try again later.',
      code: 'LOGIN_THROTTLED',
    });
    const sameAddress = server.clientAt('203.0.113.20');
    expect((await sameAddress.post('/api/users/login', { username: me.username, password: PASSWORD })).status).toBe(
      429,
    );
    const elsewhere = server.clientAt('192.0.2.44');
    expect((await elsewhere.post('/api/users/login', { username: me.username, password: PASSWORD })).status).toBe(200);
  });

  it('limits email changes to 5 an hour per person, so taken addresses cannot be tested at speed', async () => {
    const { update } = await signedUp();
    const others = await Promise.all([1, 2, 3].map(() => server.client().signup()));
    for (let i = 0; i < 5; i++) {
      const probe = await update({ email: others[i % 3]?.email, currentPassword: PASSWORD });
      expect(probe.status).toBe(409);
    }
    const refused = await update({ email: 'someone@example.com', currentPassword: PASSWORD });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      error: 'Too many email changes. Please try again later.',
      code: 'EMAIL_CHANGES_THROTTLED',
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
