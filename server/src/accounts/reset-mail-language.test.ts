import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Mailbox, startMailbox } from '../test/mailbox.js';
import { engines, startTestServer, type TestServer } from '../test/server.js';

describe.each(engines)('the password-reset mail in the person language on %s', (engine) => {
  let server: TestServer;
  let mailbox: Mailbox;

  beforeAll(async () => {
    mailbox = await startMailbox();
    server = await startTestServer(engine, {
      env: { SMTP_URL: mailbox.url, MAIL_FROM: 'Threads <no-reply@threads.test>', RATE_LIMITS: 'off' },
    });
  });
  afterAll(async () => {
    await server.close();
    await mailbox.close();
  });

  /** Someone with this language chosen on their account (none: Automatic). */
  async function person(locale?: string) {
    const client = server.client();
    const me = await client.signup();
    if (locale) expect((await client.put('/api/users/me/locale', { locale })).status).toBe(200);
    return me as { email: string; username: string };
  }

  async function resetMail(email: string, acceptLanguage?: string) {
    const headers: Record<string, string> = acceptLanguage ? { 'accept-language': acceptLanguage } : {};
    const answer = await server.client().request('POST', '/api/users/password-reset', { email }, headers);
    expect(answer).toMatchObject({ status: 200, body: { ok: true } });
    return mailbox.waitFor(email.toLowerCase());
  }

  it("writes it in the account's language, whatever the request asked for", async () => {
    const ana = await person('es');
    const spanish = await resetMail(ana.email, 'ja,en;q=0.5');
    expect(spanish.subject).toBe('Restablece tu contraseña');
    expect(spanish.text).toContain(`Hola, @${ana.username}:`);
    expect(spanish.text).toMatch(/Abre este enlace .*\n\nhttp\S+\/reset-password\?token=[\w-]{43}\n/);

    const layla = await person('ar');
    const arabic = await resetMail(layla.email);
    expect(arabic.subject).toBe('إعادة تعيين كلمة المرور');
    expect(arabic.text).toContain(`مرحبًا @${layla.username}،`);
    expect(arabic.text).toMatch(/\/reset-password\?token=[\w-]{43}/);
  });

  it('follows the request language for an account on Automatic, and is English without either', async () => {
    const kenji = await person();
    const japanese = await resetMail(kenji.email, 'ja-JP,ja;q=0.9,en;q=0.8');
    expect(japanese.subject).toBe('パスワードの再設定');
    expect(japanese.text).toContain(`@${kenji.username} さん`);
    expect(japanese.text).toMatch(/\/reset-password\?token=[\w-]{43}/);

    const sam = await person();
    const english = await resetMail(sam.email, 'de,fr;q=0.8');
    expect(english.subject).toBe('Reset your password');
    expect(english.text).toBe(
      [
        `Hi @${sam.username},`,
        '',
        'Someone (hopefully you) asked to reset the password of your account.',
        'Open this link within an hour to choose a new one:',
        '',
        english.text.split('\n')[5],
        '',
        'If you did not ask for this, ignore this mail: your password stays as it is.',
        '',
      ].join('\n'),
    );
    expect(english.text.split('\n')[5]).toMatch(/^http\S+\/reset-password\?token=[\w-]{43}$/);
  });
});
