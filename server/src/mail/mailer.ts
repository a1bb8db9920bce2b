import type { Transporter } from 'nodemailer';
import type { Config } from '../config.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** What the mailer writes to: the app's logger (or, for command-line tools, the console). */
export interface MailLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface Mailer {
  /** Resolves once the SMTP server accepted the mail (or it was logged); rejects when sending failed. */
  send(mail: Mail): Promise<void>;
  /** Sends without making the caller wait (or learn anything from how long it took); failures are logged. */
  sendLater(mail: Mail): void;
  close(): void;
}

/**
 * Outgoing mail through `SMTP_URL`, nodemailer loaded with the first mail (~3 MB of V8 heap a server without
 * SMTP never needs). Without it the mail's text (links included) goes to the log at info level, so a
 * one-machine install can still reset a password by reading its log.
 */
export function createMailer(config: Config, log: MailLog): Mailer {
  const { smtpUrl } = config;
  let transport: Promise<Transporter> | undefined;
  const send = async (mail: Mail) => {
    if (!smtpUrl) {
      log.info({ mail: { from: config.mailFrom, ...mail } }, `mail to ${mail.to} (SMTP_URL not set):\n${mail.text}`);
      return;
    }
    transport ??= import('nodemailer').then((nodemailer) => nodemailer.default.createTransport(smtpUrl));
    await (await transport).sendMail({ from: config.mailFrom, ...mail });
  };
  return {
    send,
    sendLater: (mail) => {
      send(mail).catch((error: unknown) => log.error({ err: error, to: mail.to }, 'sending mail failed'));
    },
    close: () => void transport?.then((opened) => opened.close()),
  };
}
