import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { startMailbox } from '../test/mailbox.js';
import { createMailer } from './mailer.js';

describe('mailer', () => {
  it('without SMTP_URL writes the whole mail, link included, to the log at info level', async () => {
    const lines: { level: string; message: string }[] = [];
    const log = {
      info: (_details: object, message: string) => lines.push({ level: 'info', message }),
      error: (_details: object, message: string) => lines.push({ level: 'error', message }),
    };
    const mailer = createMailer(loadConfig({}), log);
    await mailer.send({ to: 'ann@example.com', subject: 'Hi', text: 'Open http://x.test/reset-password?token=abc' });
    expect(lines).toEqual([
      { level: 'info', message: expect.stringContaining('http://x.test/reset-password?token=abc') },
    ]);
  });

  it('sends through SMTP_URL with MAIL_FROM; a refused send is logged, never thrown at the caller', async () => {
    const mailbox = await startMailbox();
    const errors: string[] = [];
    const log = { info: () => {}, error: (_d: object, message: string) => errors.push(message) };
    const mailer = createMailer(loadConfig({ SMTP_URL: mailbox.url, MAIL_FROM: 'app@threads.test' }), log);
    await mailer.send({ to: 'ann@example.com', subject: 'Hi', text: 'Hello Ann' });
    expect(await mailbox.waitFor('ann@example.com')).toMatchObject({ from: 'app@threads.test', text: 'Hello Ann\n' });
    mailer.close();
    await mailbox.close();

    const unreachable = createMailer(loadConfig({ SMTP_URL: mailbox.url }), log);
    unreachable.sendLater({ to: 'bob@example.com', subject: 'Hi', text: 'Hello' });
    await expect.poll(() => errors, { timeout: 5000 }).toEqual(['sending mail failed']);
  });

  it('refuses an SMTP_URL that is not smtp: or smtps:', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(/SMTP_URL must start with smtp:\/\//);
  });
});
