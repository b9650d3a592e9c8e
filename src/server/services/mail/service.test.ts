import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, drivers } from '../../../../tests/helpers/db.ts';
import { closedPort, startSmtpServer, type TestSmtpServer, waitFor } from '../../../../tests/helpers/smtp.ts';
import type { Database } from '../../db/open.ts';
import { outbox } from '../../db/schema.ts';
import { claimDueMail, markAttemptFailed } from './outbox.ts';
import { backoffMs, createMailService, type MailService, type MailWorkerOptions } from './service.ts';
import { PermanentMailError, smtpTransport } from './transport.ts';

const FAST: Partial<MailWorkerOptions> = { pollMs: 40, backoffBaseMs: 80, backoffMaxMs: 400, maxAttempts: 4 };
const config = (smtpUrl: string | undefined, dataDir = '/tmp/wf-test-unused') => ({
  smtpUrl,
  dataDir,
  mailFrom: 'Wayfarer <trips@wayfarer.test>',
  publicUrl: undefined,
});
const message = (n: number) => ({
  recipient: `traveller${n}@example.com`,
  subject: `Plan ${n}`,
  html: `<p>Plan ${n}</p>`,
  text: `Plan ${n}`,
});

describe.each(drivers)('mail outbox and worker (%s)', (driver) => {
  let database: Database;
  const services: MailService[] = [];
  const servers: TestSmtpServer[] = [];
  const service = (
    smtpUrl: string | undefined,
    worker: Partial<MailWorkerOptions> = FAST,
    dataDir?: string,
  ) => {
    const s = createMailService(database.db, config(smtpUrl, dataDir), { worker });
    services.push(s);
    return s;
  };
  const smtp = async (port?: number) => {
    const s = await startSmtpServer({ port, rejectRecipients: /^nobody@/ });
    servers.push(s);
    return s;
  };
  const row = async (id: string) => (await database.db.select().from(outbox).where(eq(outbox.id, id)))[0]!;

  beforeAll(async () => {
    database = await createTestDatabase(driver);
  });
  afterEach(async () => {
    await Promise.all(services.splice(0).map((s) => s.stop()));
    await Promise.all(servers.splice(0).map((s) => s.close()));
    await database.db.delete(outbox);
  });
  afterAll(() => database?.close());

  it('delivers a queued message over SMTP with the Message-ID fixed at enqueue', async () => {
    const server = await smtp();
    const mail = service(server.url);
    mail.start();
    const { id, messageId } = await mail.enqueue(message(1));
    expect(messageId).toMatch(/^<[0-9a-f-]{36}@wayfarer\.test>$/);
    await waitFor(() => server.received.length === 1, 15_000, 'delivery');
    const got = server.received[0]!;
    expect(got.mail.messageId).toBe(messageId);
    expect(got.mail.subject).toBe('Plan 1');
    expect(got.envelope.to).toEqual(['traveller1@example.com']);
    expect(got.envelope.from).toBe('trips@wayfarer.test');
    await waitFor(async () => (await row(id)).status === 'sent', 5000, 'status sent');
    expect((await row(id)).attempts).toBe(1);
  });

  it('keeps a message through an SMTP outage and delivers it exactly once when the server is back', async () => {
    const port = await closedPort();
    const mail = service(`smtp://127.0.0.1:${port}`, { ...FAST, maxAttempts: 50 });
    mail.start();
    const { id, messageId } = await mail.enqueue(message(2));
    await waitFor(async () => (await row(id)).attempts >= 2, 15_000, 'two failed attempts');
    const failed = await row(id);
    expect(failed.status).toMatch(/pending|sending/);
    expect(failed.lastError).toMatch(/ECONNREFUSED|connect/i);

    const server = await smtp(port);
    await waitFor(async () => (await row(id)).status === 'sent', 15_000, 'delivery after recovery');
    // Let the worker poll several more times: nothing is sent again.
    const polls = (await row(id)).attempts;
    await new Promise((r) => setTimeout(r, FAST.pollMs! * 10));
    expect(server.received.map((r) => r.mail.messageId)).toEqual([messageId]);
    expect((await row(id)).attempts).toBe(polls);
  });

  it('lets several workers share the outbox without sending anything twice', async () => {
    const server = await smtp();
    const workers = [service(server.url), service(server.url), service(server.url)];
    const queued = [];
    for (let n = 0; n < 24; n++) queued.push(await workers[n % 3]!.enqueue(message(n)));
    for (const w of workers) w.start();
    await waitFor(() => server.received.length >= 24, 20_000, '24 deliveries');
    await new Promise((r) => setTimeout(r, FAST.pollMs! * 10));
    const ids = server.received.map((r) => r.mail.messageId).sort();
    expect(ids).toEqual(queued.map((q) => q.messageId).sort());
    const rows = await database.db.select().from(outbox);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });

  it('takes over a message whose worker died mid-send, and the stale claim cannot overwrite the outcome', async () => {
    const server = await smtp();
    const mail = service(server.url);
    const { id } = await mail.enqueue(message(3));
    const [stale] = await claimDueMail(database.db, 10, 1); // a lease that lapses at once: the instance "crashed"
    expect(stale!.id).toBe(id);
    await new Promise((r) => setTimeout(r, 20));
    mail.start();
    await waitFor(async () => (await row(id)).status === 'sent', 15_000, 'delivery by the second worker');
    expect((await row(id)).attempts).toBe(2);
    // The old claim's late answer is fenced off by the attempt count: the outcome stays as the new claim left it.
    await markAttemptFailed(database.db, stale!, 'late failure report', null);
    expect(await row(id)).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    expect(server.received).toHaveLength(1);
  });

  it('gives up on a refused recipient at once, and on an unreachable server after the last attempt', async () => {
    const server = await smtp();
    const refused = service(server.url);
    refused.start();
    const { id } = await refused.enqueue({ ...message(4), recipient: 'nobody@example.com' });
    await waitFor(async () => (await row(id)).status === 'failed', 15_000, 'permanent failure');
    expect((await row(id)).attempts).toBe(1);
    expect((await row(id)).lastError).toMatch(/550|No such mailbox/);
    await refused.stop();

    const port = await closedPort();
    const down = service(`smtp://127.0.0.1:${port}`);
    down.start();
    const second = await down.enqueue(message(5));
    await waitFor(async () => (await row(second.id)).status === 'failed', 15_000, 'retries exhausted');
    expect((await row(second.id)).attempts).toBe(FAST.maxAttempts);
    expect(server.received).toHaveLength(0);
  });

  it('writes .eml files under DATA_DIR/mail when no SMTP server is configured', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'wf-mail-'));
    try {
      const mail = service(undefined, FAST, dataDir);
      expect(mail.transport.kind).toBe('eml');
      mail.start();
      const { id, messageId } = await mail.enqueue({ ...message(6), html: '<p>Hello &amp; welcome</p>' });
      await waitFor(async () => (await row(id)).status === 'sent', 15_000, '.eml written');
      const files = readdirSync(join(dataDir, 'mail'));
      expect(files).toHaveLength(1);
      const parsed = await simpleParser(readFileSync(join(dataDir, 'mail', files[0]!)));
      expect(parsed.messageId).toBe(messageId);
      expect(parsed.subject).toBe('Plan 6');
      expect(parsed.html).toContain('<p>Hello &amp; welcome</p>');
      expect(parsed.text).toContain('Plan 6');
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('backoff', () => {
  it('doubles from the base up to the cap', () => {
    const o = { backoffBaseMs: 10_000, backoffMaxMs: 3_600_000 };
    expect([1, 2, 3, 4].map((n) => backoffMs(n, o))).toEqual([10_000, 20_000, 40_000, 80_000]);
    expect(backoffMs(20, o)).toBe(3_600_000);
  });

  it('classifies SMTP 5xx answers as permanent', async () => {
    const server = await startSmtpServer({ rejectRecipients: /^nobody@/ });
    try {
      const t = smtpTransport(server.url);
      const send = (to: string) =>
        t.send({ messageId: '<x@wayfarer.test>', from: 'a@b.test', to, subject: 's', html: 'h', text: 't' });
      await expect(send('nobody@example.com')).rejects.toBeInstanceOf(PermanentMailError);
      await expect(send('somebody@example.com')).resolves.toBeUndefined();
      t.close();
    } finally {
      await server.close();
    }
  });
});
