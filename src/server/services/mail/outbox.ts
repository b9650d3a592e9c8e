// The outbox table's operations. Rows are claimed with FOR UPDATE SKIP LOCKED and a lease (locked_until), so any
// number of server instances can work the same outbox; the attempt count doubles as the claim's fencing token.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open.ts';
import { outbox } from '../../db/schema.ts';

export interface OutboxInput {
  userId?: string | null;
  recipient: string;
  subject: string;
  html: string;
  text: string;
}

export interface ClaimedMail {
  id: string;
  messageId: string;
  recipient: string;
  subject: string;
  html: string;
  text: string;
  /** Attempts including this one. */
  attempts: number;
}

/** Inserts a pending message with its Message-ID fixed now; answers once the row is committed. */
export async function enqueueMail(db: Db, input: OutboxInput, messageIdHost: string) {
  const [row] = await db
    .insert(outbox)
    .values({
      userId: input.userId ?? null,
      messageId: `<${randomUUID()}@${messageIdHost}>`,
      recipient: input.recipient,
      subject: input.subject,
      html: input.html,
      text: input.text,
    })
    .returning({ id: outbox.id, messageId: outbox.messageId });
  return row!;
}

interface ClaimRow {
  id: string;
  message_id: string;
  recipient: string;
  subject: string;
  html: string;
  text: string;
  attempts: number;
}

/** Claims up to `limit` due messages (pending and due, or abandoned by an instance whose lease ran out). */
export async function claimDueMail(db: Db, limit: number, leaseMs: number): Promise<ClaimedMail[]> {
  const result = await db.execute(sql`
    with due as (
      select id from outbox
      where (status = 'pending' and next_attempt_at <= now())
         or (status = 'sending' and locked_until < now())
      order by next_attempt_at
      limit ${limit}
      for update skip locked
    )
    update outbox set
      status = 'sending',
      attempts = outbox.attempts + 1,
      locked_until = now() + (${leaseMs} * interval '1 millisecond')
    from due
    where outbox.id = due.id
    returning outbox.id, outbox.message_id, outbox.recipient, outbox.subject, outbox.html, outbox.text,
      outbox.attempts`);
  const rows = (result as unknown as { rows: ClaimRow[] }).rows;
  return rows.map((r) => ({
    id: r.id,
    messageId: r.message_id,
    recipient: r.recipient,
    subject: r.subject,
    html: r.html,
    text: r.text,
    attempts: Number(r.attempts),
  }));
}

const ourClaim = (m: ClaimedMail) =>
  and(eq(outbox.id, m.id), eq(outbox.status, 'sending'), eq(outbox.attempts, m.attempts));

export async function markSent(db: Db, m: ClaimedMail) {
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(ourClaim(m));
}

/** Schedules another attempt after `retryInMs`, or gives up (status failed) when `retryInMs` is null. */
export async function markAttemptFailed(db: Db, m: ClaimedMail, error: string, retryInMs: number | null) {
  await db
    .update(outbox)
    .set(
      retryInMs === null
        ? { status: 'failed', lockedUntil: null, lastError: error }
        : {
            status: 'pending',
            lockedUntil: null,
            lastError: error,
            nextAttemptAt: sql`now() + (${retryInMs} * interval '1 millisecond')`,
          },
    )
    .where(ourClaim(m));
}
