import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../test/api-client.js';
import { refusal } from '../test/refusal.js';
import { engines, manualClock } from '../test/server.js';
import { useTestServer } from '../test/use-test-server.js';
import { accountMessages } from './messages.js';
import { totpCode } from './totp.js';

const PASSWORD = 'correct horse battery';

describe.each(engines)('two-factor sign-in on %s', (engine) => {
  const time = manualClock();

  const server = useTestServer(engine, { clock: time.clock });

  /** A new account with 2FA on: its client, username, secret and recovery codes. */
  async function withTwoFactor() {
    const client = server.client();
    const me = await client.signup({ password: PASSWORD });
    const setup = await client.post('/api/users/2fa/setup');
    expect(setup.status).toBe(200);
    const secret: string = setup.body.secret;
    const enable = await client.post('/api/users/2fa/enable', { code: totpCode(secret, time.clock()) });
    expect(enable.status).toBe(200);
    time.advance(30_000);
    return { client, me, secret, recoveryCodes: enable.body.recoveryCodes as string[] };
  }

  const login = (body: Record<string, unknown>) => server.client().post('/api/users/login', body);

  it('sets up with a base32 secret and an otpauth URL; nothing changes until a code turns it on', async () => {
    const client = server.client();
    const me = await client.signup({ password: PASSWORD });
    const setup = await client.post('/api/users/2fa/setup');
    expect(setup.status).toBe(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(setup.body.otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toBe(`/Threads:${me.username}`);
    expect(url.searchParams.get('secret')).toBe(setup.body.secret);
    expect(url.searchParams.get('issuer')).toBe('Threads');
    expect((await login({ username: me.username, password: PASSWORD })).status).toBe(200);

    const wrong = await client.post('/api/users/2fa/enable', { code: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual(refusal(accountMessages.TWO_FACTOR_INVALID));
    const on = await client.post('/api/users/2fa/enable', { code: totpCode(setup.body.secret, time.clock()) });
    expect(on.status).toBe(200);
    expect(on.body.recoveryCodes).toHaveLength(10);
    expect(new Set(on.body.recoveryCodes).size).toBe(10);
    for (const code of on.body.recoveryCodes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);

    const stored = await server.app.ctx.db
      .selectFrom('recovery_codes')
      .selectAll()
      .where('user_id', '=', me._id)
      .execute();
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(on.body.recoveryCodes).not.toContain(row.code_hash);
  });

  it('asks for the code after the right password, and starts no session without it', async () => {
    const { me, secret } = await withTwoFactor();
    const res = await login({ username: me.username, password: PASSWORD });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ ...refusal(accountMessages.TWO_FACTOR_REQUIRED), twoFactorRequired: true });
    expect(res.headers.getSetCookie()).toEqual([]);

    const wrongPassword = await login({
      username: me.username,
      password: 'wrong password',
      code: totpCode(secret, time.clock()),
    });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body).toEqual({
      error: 'Invalid username or password',
      code: 'INVALID_CREDENTIALS',
    });

    const wrongCode = await login({ username: me.username, password: PASSWORD, code: '123456' });
    expect(wrongCode.status).toBe(401);
    expect(wrongCode.body).toEqual({ ...refusal(accountMessages.TWO_FACTOR_INVALID), twoFactorRequired: true });
  });

  it('takes a current code (one step either side) once only', async () => {
    const { me, secret } = await withTwoFactor();
    const client = server.client();
    const code = totpCode(secret, time.clock() + 30_000);
    const ok = await client.post('/api/users/login', { username: me.username, password: PASSWORD, code });
    expect(ok.status).toBe(200);
    expect(ok.body.username).toBe(me.username);
    expect((await client.get('/api/notifications')).status).toBe(200);

    const replay = await login({ username: me.username, password: PASSWORD, code });
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ ...refusal(accountMessages.TWO_FACTOR_INVALID), twoFactorRequired: true });
    const tooOld = await login({
      username: me.username,
      password: PASSWORD,
      code: totpCode(secret, time.clock() - 90_000),
    });
    expect(tooOld.status).toBe(401);
    time.advance(60_000);
    const next = totpCode(secret, time.clock() + 30_000);
    expect((await login({ username: me.username, password: PASSWORD, code: next })).status).toBe(200);
  });

  it('takes each recovery code once, typed in any case and without the dash', async () => {
    const { me, recoveryCodes } = await withTwoFactor();
    const [first = '', second = ''] = recoveryCodes;
    expect((await login({ username: me.username, password: PASSWORD, code: first })).status).toBe(200);
    const again = await login({ username: me.username, password: PASSWORD, code: first });
    expect(again.status).toBe(401);
    expect(again.body).toEqual({ ...refusal(accountMessages.TWO_FACTOR_INVALID), twoFactorRequired: true });
    const typed = second.replace('-', '').toUpperCase();
    expect((await login({ username: me.username, password: PASSWORD, code: typed })).status).toBe(200);
  });

  it('counts wrong codes toward the login limit', async () => {
    const { me, secret } = await withTwoFactor();
    for (let i = 0; i < 10; i++) {
      expect((await login({ username: me.username, password: PASSWORD, code: '000000' })).status).toBe(401);
    }
    const limited = await login({ username: me.username, password: PASSWORD, code: totpCode(secret, time.clock()) });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      error: 'Too many failed login attempts. Please try again later.',
      code: 'LOGIN_THROTTLED',
    });
  });

  it('turns off only with the password and a current code or an unused recovery code', async () => {
    const { client, me, secret } = await withTwoFactor();
    const wrong = await client.post('/api/users/2fa/disable', { password: 'not my password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual(refusal(accountMessages.PASSWORD_WRONG));
    // A stolen session plus a known password is not enough.
    const passwordOnly = await client.post('/api/users/2fa/disable', { password: PASSWORD });
    expect(passwordOnly.status).toBe(400);
    expect(passwordOnly.body).toEqual({ ...refusal(accountMessages.TWO_FACTOR_REQUIRED), twoFactorRequired: true });
    const wrongCode = await client.post('/api/users/2fa/disable', { password: PASSWORD, code: '000000' });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body).toEqual({ ...refusal(accountMessages.TWO_FACTOR_INVALID), twoFactorRequired: true });
    expect((await login({ username: me.username, password: PASSWORD })).status).toBe(401);
    const byCode = await client.post('/api/users/2fa/disable', {
      password: PASSWORD,
      code: totpCode(secret, time.clock()),
    });
    expect(byCode.status).toBe(200);
    expect((await login({ username: me.username, password: PASSWORD })).status).toBe(200);

    const second = await withTwoFactor();
    const off = await second.client.post('/api/users/2fa/disable', {
      password: PASSWORD,
      code: second.recoveryCodes[0],
    });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ ok: true });
    expect((await login({ username: second.me.username, password: PASSWORD })).status).toBe(200);
    const rows = await server.app.ctx.db
      .selectFrom('recovery_codes')
      .selectAll()
      .where('user_id', '=', second.me._id)
      .execute();
    expect(rows).toEqual([]);

    const again = await second.client.post('/api/users/2fa/disable', { password: PASSWORD });
    expect(again.status).toBe(409);
    expect(again.body).toEqual(refusal(accountMessages.TWO_FACTOR_NOT_ON));
  });

  it('tells the owner, and only the owner, on their profile whether two-factor sign-in is on', async () => {
    const profile = async (client: ApiClient, username: string) =>
      (await client.get(`/api/users/profile/${username}`)).body;
    const fresh = server.client();
    const freshUser = await fresh.signup({ password: PASSWORD });
    expect((await profile(fresh, freshUser.username)).twoFactorEnabled).toBe(false);
    await fresh.post('/api/users/2fa/setup');
    expect((await profile(fresh, freshUser.username)).twoFactorEnabled).toBe(false);

    const { client, me, secret } = await withTwoFactor();
    expect((await profile(client, me.username)).twoFactorEnabled).toBe(true);
    expect(await profile(fresh, me.username)).not.toHaveProperty('twoFactorEnabled');
    expect(await profile(server.client(), me.username)).not.toHaveProperty('twoFactorEnabled');
    const signedIn = await login({ username: me.username, password: PASSWORD, code: totpCode(secret, time.clock()) });
    expect(signedIn.body.twoFactorEnabled).toBe(true);

    time.advance(30_000);
    await client.post('/api/users/2fa/disable', { password: PASSWORD, code: totpCode(secret, time.clock()) });
    expect((await profile(client, me.username)).twoFactorEnabled).toBe(false);
  });

  it('refuses setup or enable out of order, and visitors', async () => {
    const { client } = await withTwoFactor();
    for (const path of ['/api/users/2fa/setup', '/api/users/2fa/enable']) {
      const res = await client.post(path, { code: '123456' });
      expect(res.status).toBe(409);
      expect(res.body).toEqual(refusal(accountMessages.TWO_FACTOR_ALREADY_ON));
    }
    const fresh: ApiClient = server.client();
    await fresh.signup();
    const early = await fresh.post('/api/users/2fa/enable', { code: '123456' });
    expect(early.status).toBe(400);
    expect(early.body).toEqual(refusal(accountMessages.TWO_FACTOR_NOT_SET_UP));
    await fresh.post('/api/users/2fa/setup');
    const empty = await fresh.post('/api/users/2fa/enable', {});
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual(refusal(accountMessages.TWO_FACTOR_CODE_REQUIRED));
    const noPassword = await fresh.post('/api/users/2fa/disable', {});
    expect(noPassword.status).toBe(400);
    expect(noPassword.body).toEqual(refusal(accountMessages.PASSWORD_REQUIRED));

    for (const path of ['/api/users/2fa/setup', '/api/users/2fa/enable', '/api/users/2fa/disable']) {
      const res = await server.client().post(path, {});
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: 'You must be logged in', code: 'LOGIN_REQUIRED' });
    }
  });

  it('a password or email change needs the code too when 2FA is on', async () => {
    const { client, me, secret } = await withTwoFactor();
    const change = { password: 'a new password', currentPassword: PASSWORD };
    const noCode = await client.put(`/api/users/update/${me._id}`, change);
    expect(noCode.status).toBe(400);
    expect(noCode.body).toEqual({ ...refusal(accountMessages.TWO_FACTOR_REQUIRED), twoFactorRequired: true });
    const wrong = await client.put(`/api/users/update/${me._id}`, { ...change, code: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ ...refusal(accountMessages.TWO_FACTOR_INVALID), twoFactorRequired: true });
    expect(
      (await login({ username: me.username, password: PASSWORD, code: totpCode(secret, time.clock()) })).status,
    ).toBe(200);
    time.advance(30_000);
    const ok = await client.put(`/api/users/update/${me._id}`, { ...change, code: totpCode(secret, time.clock()) });
    expect(ok.status).toBe(200);
    const bio = await client.put(`/api/users/update/${me._id}`, { bio: 'no code needed for this' });
    expect(bio.status).toBe(200);
  });
});
