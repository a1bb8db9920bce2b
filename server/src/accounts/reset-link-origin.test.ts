import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Mailbox, startMailbox } from '../test/mailbox.js';
import { engines, startTestServer, type TestServer } from '../test/server.js';

/** A request with headers fetch would not let us forge (Host). */
function poisonedResetRequest(serverUrl: string, email: string, headers: Record<string, string>): Promise<number> {
  const body = JSON.stringify({ email });
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${serverUrl}/api/users/password-reset`,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const POISON = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };

describe.each(engines)('password-reset links never come from the request on %s', (engine) => {
  let mailbox: Mailbox;
  let behindProxy: TestServer;
  let withPublicUrl: TestServer;

  beforeAll(async () => {
    mailbox = await startMailbox();
    // TRUST_PROXY on is the worst case: X-Forwarded-Host is believed for everything else.
    behindProxy = await startTestServer(engine, { env: { SMTP_URL: mailbox.url, TRUST_PROXY: 'true' } });
    withPublicUrl = await startTestServer(engine, {
      env: { SMTP_URL: mailbox.url, TRUST_PROXY: 'true', PUBLIC_URL: 'https://threads.example/' },
    });
  });
  afterAll(async () => {
    await behindProxy.close();
    await withPublicUrl.close();
    await mailbox.close();
  });

  async function linkIn(email: string): Promise<string> {
    const mail = await mailbox.waitFor(email);
    const link = mail.text.match(/(\S+\/reset-password\?token=[A-Za-z0-9_-]+)/)?.[1];
    if (!link) throw new Error(`no reset link in mail:\n${mail.text}`);
    return link;
  }

  it('without PUBLIC_URL, a poisoned Host and X-Forwarded-Host still give a link to the address the server listens on', async () => {
    const victim = await behindProxy.client().signup();
    expect(await poisonedResetRequest(behindProxy.url, victim.email, POISON)).toBe(200);
    const link = await linkIn(victim.email);
    expect(link).not.toContain('evil.example');
    expect(link.startsWith(`${behindProxy.url}/reset-password?token=`)).toBe(true);
    const token = new URL(link).searchParams.get('token');
    const confirm = await behindProxy
      .client()
      .post('/api/users/password-reset/confirm', { token, password: 'chosen by the owner' });
    expect(confirm.status).toBe(200);
  });

  it('with PUBLIC_URL, the link is on PUBLIC_URL whatever the request says', async () => {
    const victim = await withPublicUrl.client().signup();
    expect(await poisonedResetRequest(withPublicUrl.url, victim.email, POISON)).toBe(200);
    expect((await linkIn(victim.email)).startsWith('https://threads.example/reset-password?token=')).toBe(true);
  });
});
