// The mail service routes use: enqueue writes a durable outbox row; a worker delivers due rows through the
// transport, retrying with exponential backoff, and marks each sent or (after the last attempt) failed.
import { join } from 'node:path';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/open.ts';
import {
  type ClaimedMail,
  claimDueMail,
  enqueueMail,
  markAttemptFailed,
  markSent,
  type OutboxInput,
} from './outbox.ts';
import { emlTransport, type MailTransport, PermanentMailError, smtpTransport } from './transport.ts';

export interface MailLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface MailWorkerOptions {
  /** How often the worker looks for due messages (it also wakes at every enqueue). */
  pollMs: number;
  /** How long a claimed message stays reserved to one worker; longer than any single SMTP attempt. */
  leaseMs: number;
  maxAttempts: number;
  backoffBaseMs: number;
  backoffMaxMs: number;
  batchSize: number;
}

export const DEFAULT_MAIL_WORKER: MailWorkerOptions = {
  pollMs: 1000,
  leaseMs: 120_000,
  maxAttempts: 12,
  backoffBaseMs: 10_000,
  backoffMaxMs: 3_600_000,
  batchSize: 10,
};

/** The wait after the nth failed attempt: base, 2 x base, 4 x base, ... up to the maximum. */
export function backoffMs(
  attempt: number,
  opts: Pick<MailWorkerOptions, 'backoffBaseMs' | 'backoffMaxMs'>,
): number {
  return Math.min(opts.backoffMaxMs, opts.backoffBaseMs * 2 ** Math.max(0, attempt - 1));
}

const silentLogger: MailLogger = { info() {}, warn() {}, error() {} };

export class MailService {
  readonly options: MailWorkerOptions;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(
    private readonly db: Db,
    readonly transport: MailTransport,
    private readonly settings: { from: string; messageIdHost: string; log?: MailLogger },
    options: Partial<MailWorkerOptions> = {},
  ) {
    this.options = { ...DEFAULT_MAIL_WORKER, ...options };
  }

  private get log() {
    return this.settings.log ?? silentLogger;
  }

  /** Queues a message; resolves once its row is committed. The worker (if started) is woken at once. */
  async enqueue(input: OutboxInput): Promise<{ id: string; messageId: string }> {
    const row = await enqueueMail(this.db, input, this.settings.messageIdHost);
    this.wake();
    return row;
  }

  start() {
    if (this.timer) return;
    this.stopped = false;
    this.timer = setInterval(() => this.wake(), this.options.pollMs);
    this.timer.unref();
    this.wake();
  }

  /** Stops polling and waits for the delivery in progress, if any. */
  async stop() {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
    this.transport.close();
  }

  /** Delivers everything due now (used by the worker; tests may call it directly). */
  async runOnce(): Promise<number> {
    let delivered = 0;
    for (;;) {
      const batch = await claimDueMail(this.db, this.options.batchSize, this.options.leaseMs);
      for (const mail of batch) if (await this.deliver(mail)) delivered++;
      if (batch.length < this.options.batchSize || this.stopped) return delivered;
    }
  }

  private wake() {
    if (!this.timer || this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      do {
        this.again = false;
        try {
          await this.runOnce();
        } catch (err) {
          this.log.warn({ err }, 'mail outbox unavailable');
        }
      } while (this.again && !this.stopped);
    })().finally(() => {
      this.running = undefined;
    });
  }

  private async deliver(mail: ClaimedMail): Promise<boolean> {
    try {
      await this.transport.send({
        messageId: mail.messageId,
        from: this.settings.from,
        to: mail.recipient,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
      });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const permanent = err instanceof PermanentMailError;
      const giveUp = permanent || mail.attempts >= this.options.maxAttempts;
      const retryIn = giveUp ? null : backoffMs(mail.attempts, this.options);
      await markAttemptFailed(this.db, mail, message.slice(0, 1000), retryIn);
      const fields = { id: mail.id, attempts: mail.attempts, retryInMs: retryIn, error: message };
      if (giveUp) this.log.error(fields, 'mail delivery failed for good');
      else this.log.warn(fields, 'mail delivery failed; will retry');
      return false;
    }
    await markSent(this.db, mail);
    this.log.info({ id: mail.id, transport: this.transport.kind }, 'mail sent');
    return true;
  }
}

/** The host part of Message-IDs: the public host, else the sender's domain. */
export function messageIdHost(config: Pick<Config, 'publicUrl' | 'mailFrom'>): string {
  if (config.publicUrl) return new URL(config.publicUrl).hostname;
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(config.mailFrom)?.[1];
  return domain || 'localhost';
}

/** SMTP when SMTP_URL is set, else .eml files in DATA_DIR/mail. */
export function createMailService(
  db: Db,
  config: Pick<Config, 'smtpUrl' | 'dataDir' | 'mailFrom' | 'publicUrl'>,
  opts: { log?: MailLogger; worker?: Partial<MailWorkerOptions>; transport?: MailTransport } = {},
): MailService {
  const transport =
    opts.transport ??
    (config.smtpUrl ? smtpTransport(config.smtpUrl) : emlTransport(join(config.dataDir, 'mail')));
  return new MailService(
    db,
    transport,
    { from: config.mailFrom, messageIdHost: messageIdHost(config), log: opts.log },
    opts.worker,
  );
}
