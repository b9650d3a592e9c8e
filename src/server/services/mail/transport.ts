// How a message leaves the outbox: SMTP when SMTP_URL is set, otherwise an .eml file under DATA_DIR/mail.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Transporter } from 'nodemailer';

export interface MailMessage {
  /** "<id@host>", fixed when the message was queued. */
  messageId: string;
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface MailTransport {
  readonly kind: 'smtp' | 'eml';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** A refusal that retrying cannot fix (an SMTP 5xx answer such as "no such mailbox"). */
export class PermanentMailError extends Error {}

const toNodemailer = (m: MailMessage) => ({
  messageId: m.messageId,
  from: m.from,
  to: m.to,
  subject: m.subject,
  html: m.html,
  text: m.text,
});

export function smtpTransport(url: string): MailTransport {
  // Bounded waits: a hung server must fail the attempt well within the outbox lease.
  const transporter = lazyTransporter({
    url,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    kind: 'smtp',
    async send(message) {
      try {
        await (await transporter.get()).sendMail(toNodemailer(message));
      } catch (err) {
        const code = (err as { responseCode?: number }).responseCode;
        if (code && code >= 500 && code < 600) {
          throw new PermanentMailError((err as Error).message, { cause: err });
        }
        throw err;
      }
    },
    close: () => transporter.close(),
  };
}

/** Writes each message as an RFC 5322 file named by its Message-ID, so a retry overwrites its own file. */
export function emlTransport(dir: string): MailTransport {
  const transporter = lazyTransporter({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'eml',
    async send(message) {
      const info = await (await transporter.get()).sendMail(toNodemailer(message));
      await mkdir(dir, { recursive: true });
      const name = message.messageId.replace(/[<>]/g, '').replace(/[^A-Za-z0-9._-]/g, '_');
      await writeFile(join(dir, `${name}.eml`), info.message as Buffer);
    },
    close: () => transporter.close(),
  };
}

/** nodemailer (about 12 MB once loaded) is loaded, and the transporter made, when the first message leaves. */
function lazyTransporter(options: object) {
  let made: Promise<Transporter> | undefined;
  let closed = false;
  return {
    get: () => {
      made ??= import('nodemailer').then(({ createTransport }) => createTransport(options));
      return made;
    },
    close: () => {
      if (closed) return;
      closed = true;
      made?.then((t) => t.close()).catch(() => {});
    },
  };
}
