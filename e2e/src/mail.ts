import fs from 'node:fs';
import path from 'node:path';
import type { ReceivedMail } from '@threads/server/test-support';

const mailDir = (() => {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the suite with `npm test -w e2e`');
  return dir;
})();

/** The newest mail to this address that the e2e server sent through the suite's SMTP server. */
export async function waitForMail(to: string, timeoutMs = 15_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const files = fs
      .readdirSync(mailDir)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .reverse();
    for (const name of files) {
      const mail = JSON.parse(fs.readFileSync(path.join(mailDir, name), 'utf8')) as ReceivedMail;
      if (mail.to === to) return mail;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
