import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import type { MailSettings } from './mailSettings.ts';

/** Where mail goes: an SMTP server, or the embedded outbox. */
export interface MailTransport {
  /** hands the message over; rejects with the server's reason when it is refused */
  send(message: Mail.Options): Promise<{ messageId: string }>;
  close(): void;
}

/**
 * SMTP_URL with nodemailer's pool unless it says otherwise (`?pool=false`): the queue's mails go over
 * connections kept open instead of one connection each (DECISIONS 352).
 */
function pooled(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
  return url.href;
}

/**
 * SMTP_URL's server, or (the embedded default) nodemailer's stream transport writing each message
 * as `<dir>/<id>.eml`: a new install delivers its mail without a mail server and the app lists it.
 * Either way the attachments stream from the file store through nodemailer; none is held whole.
 */
export function createMailTransport(smtpUrl: string | undefined, outboxDir: string): MailTransport {
  if (smtpUrl) {
    const smtp = nodemailer.createTransport(pooled(smtpUrl));
    return { send: async (message) => ({ messageId: (await smtp.sendMail(message)).messageId }), close: () => smtp.close() };
  }
  const stream = nodemailer.createTransport({ streamTransport: true, newline: 'unix' });
  return {
    async send(message) {
      await mkdir(outboxDir, { recursive: true });
      const info = await stream.sendMail(message);
      const file = `${info.messageId.replace(/[^\w.-]/g, '_')}.eml`;
      await pipeline(info.message as Readable, createWriteStream(join(outboxDir, file)));
      return { messageId: info.messageId };
    },
    close: () => stream.close(),
  };
}

/** The embedded outbox's folder: the settings' own, else the file store's `outbox`. */
export const outboxOf = (mail: MailSettings, filesDir: string) => mail.outboxDir ?? join(filesDir, 'outbox');
