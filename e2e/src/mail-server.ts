import fs from 'node:fs';
import path from 'node:path';
import { type Mailbox, startMailbox } from '@threads/server/test-support';

/**
 * The server tests' real SMTP server (on a loopback port), for the e2e server to send through (`SMTP_URL`).
 * Each mail it receives is also written to `dir` as one JSON file, where the specs (other processes) read it.
 */
export async function startMailServer(dir: string): Promise<Mailbox> {
  let count = 0;
  return startMailbox((mail) => {
    count += 1;
    // Written whole under a temporary name, then renamed: a reader never sees half a mail.
    const file = path.join(dir, `${String(count).padStart(6, '0')}.json`);
    fs.writeFileSync(`${file}.tmp`, JSON.stringify(mail));
    fs.renameSync(`${file}.tmp`, file);
  });
}
