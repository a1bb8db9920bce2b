import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  from: string;
  subject: string;
  text: string;
}

/** A real SMTP server on a loopback port that keeps what it receives, for the app to send to. */
export interface Mailbox {
  /** `SMTP_URL` for the app. */
  url: string;
  received: ReceivedMail[];
  /** The next mail to this address (already arrived or arriving within the timeout). */
  waitFor(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

function addressOf(parsed: ParsedMail): string {
  const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
  return to?.value[0]?.address ?? '';
}

/** `onMail` also hears each mail as it arrives (the browser suite's runner writes them where its specs read). */
export async function startMailbox(onMail: (mail: ReceivedMail) => void = () => {}): Promise<Mailbox> {
  const received: ReceivedMail[] = [];
  const taken = new Set<ReceivedMail>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail = {
            to: addressOf(parsed),
            from: parsed.from?.value[0]?.address ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
          };
          received.push(mail);
          onMail(mail);
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
    received,
    async waitFor(to, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const mail = received.find((m) => m.to === to && !taken.has(m));
        if (mail) {
          taken.add(mail);
          return mail;
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
