import fs from 'node:fs';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface StoredMail {
  to: string;
  from: string;
  subject: string;
  text: string;
}

/**
 * A real SMTP server on a loopback port for the e2e server to send through (`SMTP_URL`). Each mail it
 * receives is written to `dir` as one JSON file, where the specs (other processes) read it (mail.ts).
 */
export async function startMailServer(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
          const mail: StoredMail = {
            to: to?.value[0]?.address ?? '',
            from: parsed.from?.value[0]?.address ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
          };
          received += 1;
          // Written whole under a temporary name, then renamed: a reader never sees half a mail.
          const file = path.join(dir, `${String(received).padStart(6, '0')}.json`);
          fs.writeFileSync(`${file}.tmp`, JSON.stringify(mail));
          fs.renameSync(`${file}.tmp`, file);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
