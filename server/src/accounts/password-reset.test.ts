import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Mailbox, startMailbox } from '../test/mailbox.js';
import { answered, refusal } from '../test/refusal.js';
import { engines, manualClock, startTestServer, type TestServer } from '../test/server.js';
import { accountMessages } from './messages.js';

const RESET_PATH = '/api/users/password-reset';

function tokenFrom(text: string, base: string): string {
  const match = text.match(/(\S+)\/reset-password\?token=([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`no reset link in mail:\n${text}`);
  expect(match[1]).toBe(base);
  return match[2] ?? '';
}

describe.each(engines)('password reset on %s', (engine) => {
  let server: TestServer;
  let mailbox: Mailbox;
  const time = manualClock();

  beforeAll(async () => {
    mailbox = await startMailbox();
    server = await startTestServer(engine, {
      clock: time.clock,
      env: { SMTP_URL: mailbox.url, MAIL_FROM: 'Threads <no-reply@threads.test>' },
    });
  });
  afterAll(async () => {
    await server.close();
    await mailbox.close();
  });

  async function requestLink(email: string) {
    const res = await server.client().post(RESET_PATH, { email });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    const mail = await mailbox.waitFor(email.toLowerCase());
    return { mail, token: tokenFrom(mail.text, server.url) };
  }

  it('mails a link from a real SMTP path; the new password works, the old one and every session end', async () => {
    const owner = server.client();
    const me = await owner.signup({ password: 'old password 1' });
    const otherTab = server.client();
    await otherTab.post('/api/users/login', { username: me.username, password: 'old password 1' });

    const { mail, token } = await requestLink(me.email.toUpperCase());
    expect(mail.from).toBe('no-reply@threads.test');
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain(`@${me.username}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const confirm = await server.client().post(`${RESET_PATH}/confirm`, { token, password: 'new password 2' });
    expect(confirm.status).toBe(200);
    expect(confirm.body).toEqual({ ok: true });

    for (const client of [owner, otherTab]) expect((await client.get('/api/notifications')).status).toBe(401);
    const oldLogin = await server
      .client()
      .post('/api/users/login', { username: me.username, password: 'old password 1' });
    expect(oldLogin.status).toBe(400);
    const newLogin = await server
      .client()
      .post('/api/users/login', { username: me.username, password: 'new password 2' });
    expect(newLogin.status).toBe(200);

    const again = await server.client().post(`${RESET_PATH}/confirm`, { token, password: 'third password 3' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual(refusal(accountMessages.RESET_LINK_INVALID));
  });

  it('answers an unknown address exactly like a known one and mails nobody', async () => {
    const before = mailbox.received.length;
    const res = await server.client().post(RESET_PATH, { email: 'nobody-here@example.com' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    const known = await server.client().signup();
    await requestLink(known.email);
    expect(mailbox.received.slice(before).map((m) => m.to)).toEqual([known.email]);
  });

  it('mails a frozen person a link (logging in again unfreezes) and a suspended one nothing', async () => {
    const before = mailbox.received.length;
    const suspendedClient = server.client();
    const suspended = await suspendedClient.signup();
    await server.app.ctx.db
      .updateTable('users')
      .set({ suspended_at: Date.now() })
      .where('id', '=', suspended._id)
      .execute();
    const refused = await server.client().post(RESET_PATH, { email: suspended.email });
    expect(refused.status).toBe(200);
    expect(refused.body).toEqual({ ok: true });

    const frozenClient = server.client();
    const frozen = await frozenClient.signup();
    expect((await frozenClient.put('/api/users/freeze')).status).toBe(200);
    await requestLink(frozen.email);
    expect(mailbox.received.slice(before).map((m) => m.to)).toEqual([frozen.email]);
  });

  it('only the newest link works', async () => {
    const me = await server.client().signup();
    const first = await requestLink(me.email);
    const second = await requestLink(me.email);
    const old = await server.client().post(`${RESET_PATH}/confirm`, { token: first.token, password: 'brand new pass' });
    expect(old.status).toBe(400);
    expect(old.body).toEqual(refusal(accountMessages.RESET_LINK_INVALID));
    const fresh = await server
      .client()
      .post(`${RESET_PATH}/confirm`, { token: second.token, password: 'brand new pass' });
    expect(fresh.status).toBe(200);
  });

  it('a link expires after an hour', async () => {
    const me = await server.client().signup({ password: 'kept password' });
    const { token } = await requestLink(me.email);
    time.advance(60 * 60 * 1000 + 1);
    const res = await server.client().post(`${RESET_PATH}/confirm`, { token, password: 'brand new pass' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refusal(accountMessages.RESET_LINK_INVALID));
    const login = await server.client().post('/api/users/login', { username: me.username, password: 'kept password' });
    expect(login.status).toBe(200);
  });

  it('a password against the rules is refused and does not use the link up', async () => {
    const me = await server.client().signup();
    const { token } = await requestLink(me.email);
    const short = await server.client().post(`${RESET_PATH}/confirm`, { token, password: 'short' });
    expect(short.status).toBe(400);
    expect(short.body).toEqual({
      error: 'Password must be 8 to 128 characters long.',
      code: 'PASSWORD_LENGTH',
    });
    const ok = await server.client().post(`${RESET_PATH}/confirm`, { token, password: 'long enough now' });
    expect(ok.status).toBe(200);
  });

  it.each([
    [RESET_PATH, {}, 'All fields are required.'],
    [RESET_PATH, { email: 'not-an-address' }, 'Please enter a valid email address.'],
    [RESET_PATH, { email: 42 }, 'email must be string'],
    [`${RESET_PATH}/confirm`, { password: 'long enough now' }, 'All fields are required.'],
    [`${RESET_PATH}/confirm`, { token: 'made-up', password: 'long enough now' }, accountMessages.RESET_LINK_INVALID],
    [
      `${RESET_PATH}/confirm`,
      { token: 'x'.repeat(150), password: 'long enough now' },
      accountMessages.RESET_LINK_INVALID,
    ],
  ])('refuses %s %j with 400', async (path, body, error) => {
    const res = await server.client().post(path, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(answered(error));
  });

  it('limits requests per address', async () => {
    const me = await server.client().signup();
    for (let i = 0; i < 3; i++) await requestLink(me.email);
    const res = await server.client().post(RESET_PATH, { email: me.email });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({
      error: 'Too many reset requests. Please try again later.',
      code: 'RESETS_THROTTLED',
    });
    expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
  });
});
