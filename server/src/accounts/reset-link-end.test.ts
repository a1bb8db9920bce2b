import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Mailbox, startMailbox } from '../test/mailbox.js';
import { refusal } from '../test/refusal.js';
import { engines, startTestServer, type TestServer } from '../test/server.js';
import { accountMessages } from './messages.js';

const PASSWORD = 'correct horse battery';
const RESET_PATH = '/api/users/password-reset';

describe.each(engines)('a new password or email ends outstanding reset links on %s', (engine) => {
  let server: TestServer;
  let mailbox: Mailbox;

  beforeAll(async () => {
    mailbox = await startMailbox();
    server = await startTestServer(engine, { env: { SMTP_URL: mailbox.url, RATE_LIMITS: 'off' } });
  });
  afterAll(async () => {
    await server.close();
    await mailbox.close();
  });

  async function outstandingLink(email: string): Promise<string> {
    expect((await server.client().post(RESET_PATH, { email })).status).toBe(200);
    const mail = await mailbox.waitFor(email);
    const token = mail.text.match(/reset-password\?token=([A-Za-z0-9_-]+)/)?.[1];
    if (!token) throw new Error(`no link in:\n${mail.text}`);
    return token;
  }

  const useLink = (token: string) =>
    server.client().post(`${RESET_PATH}/confirm`, { token, password: 'set by whoever has the link' });

  it('a password changed in settings ends the link', async () => {
    const client = server.client();
    const me = await client.signup({ password: PASSWORD });
    const token = await outstandingLink(me.email);
    const change = await client.put(`/api/users/update/${me._id}`, {
      password: 'my own new password',
      currentPassword: PASSWORD,
    });
    expect(change.status).toBe(200);
    const late = await useLink(token);
    expect(late.status).toBe(400);
    expect(late.body).toEqual(refusal(accountMessages.RESET_LINK_INVALID));
    expect(
      (await server.client().post('/api/users/login', { username: me.username, password: 'my own new password' }))
        .status,
    ).toBe(200);
  });

  it('an email change ends the link mailed to the old address', async () => {
    const client = server.client();
    const me = await client.signup({ password: PASSWORD });
    const token = await outstandingLink(me.email);
    const change = await client.put(`/api/users/update/${me._id}`, {
      email: `moved-${me.username}@example.com`,
      currentPassword: PASSWORD,
    });
    expect(change.status).toBe(200);
    expect((await useLink(token)).status).toBe(400);
  });

  it('a password set by reset ends every other link (only the newest existed, and it is used up)', async () => {
    const me = await server.client().signup({ password: PASSWORD });
    const older = await outstandingLink(me.email);
    const newer = await outstandingLink(me.email);
    expect((await useLink(newer)).status).toBe(200);
    expect((await useLink(older)).status).toBe(400);
    expect((await useLink(newer)).status).toBe(400);
  });

  it('a bio or name change leaves the link working', async () => {
    const client = server.client();
    const me = await client.signup({ password: PASSWORD });
    const token = await outstandingLink(me.email);
    expect((await client.put(`/api/users/update/${me._id}`, { bio: 'just the bio' })).status).toBe(200);
    expect((await useLink(token)).status).toBe(200);
  });
});
