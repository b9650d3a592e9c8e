// Issue 10, several machines and faults: two server processes on one PostgreSQL share the email outbox while the
// SMTP server is down, then up. Every queued email is delivered once: none lost, none sent by both workers.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresUrl } from '../../helpers/db.ts';
import { samplePlan } from '../../helpers/plans.ts';
import { startSmtpServer, type TestSmtpServer, waitFor } from '../../helpers/smtp.ts';
import { call, register } from '../../support/api-client.ts';
import { createFreshDatabase, type FreshDatabase } from '../../support/fresh-database.ts';
import { freePort, type ServerProcess, startServer } from '../../support/server-process.ts';

const EMAILS = 20;

describe.skipIf(!postgresUrl)(
  `email outbox shared by two server processes${postgresUrl ? '' : ' (skipped: no TEST_DATABASE_URL or DATABASE_URL set)'}`,
  () => {
    let database: FreshDatabase;
    let a: ServerProcess;
    let b: ServerProcess;
    let smtp: TestSmtpServer | undefined;
    let smtpPort: number;
    let db: pg.Client;

    beforeAll(async () => {
      database = await createFreshDatabase(postgresUrl!);
      smtpPort = await freePort();
      // The SMTP server is down when the instances start: nothing listens on its port yet.
      const env = { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, RATE_LIMIT_EMAIL_PER_USER: '1000' };
      [a, b] = await Promise.all([
        startServer({ databaseUrl: database.url, env }),
        startServer({ databaseUrl: database.url, env }),
      ]);
      db = new pg.Client({ connectionString: database.url });
      await db.connect();
    }, 120_000);
    afterAll(async () => {
      await db?.end();
      await Promise.all([a?.stop(), b?.stop()]);
      await smtp?.close();
      await database?.drop();
    });

    const outbox = async () =>
      (
        await db.query<{ message_id: string; status: string; attempts: number; last_error: string | null }>(
          'select message_id, status, attempts, last_error from outbox',
        )
      ).rows;

    it('queues through either instance while SMTP is down, then delivers each message exactly once', async () => {
      const alice = await register(a.url);
      const bob = await register(b.url);
      const plan = samplePlan({ destination: 'Lisbon, Portugal', days: 2 });
      for (let i = 0; i < EMAILS; i++) {
        const [server, sender] = i % 2 ? [b, bob] : [a, alice];
        const res = await call<{ queued: boolean }>(server.url, 'POST', '/api/send-itinerary', {
          cookie: sender.cookie,
          body: { recipientEmail: `friend${i}@example.com`, tripDetails: plan.tripDetails, days: plan.days },
        });
        expect(res.status, JSON.stringify(res.body)).toBe(202);
      }

      // Both workers try, fail on the refused connection, and keep every message for a retry.
      await waitFor(
        async () =>
          (await outbox()).filter((r) => r.attempts >= 1 && r.status === 'pending').length === EMAILS,
        60_000,
        'a failed first attempt on every message',
      );
      const pending = await outbox();
      expect(pending.every((r) => r.last_error)).toBe(true);

      smtp = await startSmtpServer({ port: smtpPort });
      await waitFor(
        async () => (await outbox()).every((r) => r.status === 'sent'),
        120_000,
        'every message sent once SMTP is back',
      );

      // Sent rows are never claimed again, so what the SMTP server has now is final.
      const ids = smtp.received.map((m) => m.mail.messageId?.replace(/^<|>$/g, ''));
      expect(ids).toHaveLength(EMAILS);
      expect(new Set(ids).size).toBe(EMAILS);
      expect(new Set(ids)).toEqual(new Set((await outbox()).map((r) => r.message_id.replace(/^<|>$/g, ''))));
      expect(smtp.received.map((m) => m.envelope.to[0]).sort()).toEqual(
        Array.from({ length: EMAILS }, (_, i) => `friend${i}@example.com`).sort(),
      );
    }, 240_000);
  },
);
