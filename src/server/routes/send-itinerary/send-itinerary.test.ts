import { eq } from 'drizzle-orm';
import type { AddressObject } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fixtureActivities,
  fixtureDays,
  fixtureTrip,
  hostileDays,
} from '../../../../tests/fixtures/itinerary.ts';
import { createTestApp, signUp, type TestApp } from '../../../../tests/helpers/app.ts';
import { drivers } from '../../../../tests/helpers/db.ts';
import { startSmtpServer, type TestSmtpServer, waitFor } from '../../../../tests/helpers/smtp.ts';
import { itineraries, outbox, shareLinks, trips } from '../../db/schema.ts';
import { createMailService } from '../../services/mail/service.ts';

const addresses = (a: AddressObject | AddressObject[] | undefined) =>
  (Array.isArray(a) ? a : a ? [a] : []).flatMap((x) => x.value.map((v) => v.address));

describe.each(drivers)('POST /api/send-itinerary (%s)', (driver) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let cookie: string;
  let userId: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(driver, {
      env: {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Wayfarer <trips@wayfarer.test>',
        PUBLIC_URL: 'https://trips.example.org',
      },
      limits: { emailPerUser: { limit: 6, windowMs: 60_000 } },
      mail: (database, config) => createMailService(database.db, config, { worker: { pollMs: 50 } }),
    });
    t.mail.start();
    const s = await signUp(t.app);
    cookie = s.cookie;
    userId = s.user.id;
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const send = (payload: unknown, headers: Record<string, string> = { cookie }) =>
    t.app.inject({ method: 'POST', url: '/api/send-itinerary', payload: payload as object, headers });

  const delivered = async (messageCount: number) => {
    await waitFor(() => smtp.received.length >= messageCount, 15_000, 'delivery');
    return smtp.received;
  };

  it('queues the itinerary (202) and delivers an HTML + text email with every activity', async () => {
    const res = await send({
      recipientEmail: ' friend@example.com ',
      tripDetails: fixtureTrip,
      days: fixtureDays,
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ queued: true, id: expect.any(String) });
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.id, res.json().id));
    expect(row).toMatchObject({ recipient: 'friend@example.com', userId });

    const [got] = await delivered(1);
    const mail = got!.mail;
    expect(mail.subject).toBe('Your 3-day itinerary for Paris, France');
    expect(addresses(mail.to)).toEqual(['friend@example.com']);
    expect(addresses(mail.from)).toEqual(['trips@wayfarer.test']);
    expect(mail.messageId).toBe(row!.messageId);
    const html = mail.html as string;
    const text = mail.text!;
    for (const a of fixtureActivities) {
      expect(html).toContain(a.title.replace(/'/g, '&#39;'));
      expect(text).toContain(`- ${a.title}`);
    }
    for (const part of ['Day 1 - Sunday, May 3', 'Morning', 'Afternoon', 'Evening', '9:00 AM - 11:30 AM']) {
      expect(html).toContain(part);
      expect(text).toContain(part);
    }
    expect(html).toContain('Rue de Rivoli, 75001 Paris');
    expect(html).toContain('Book a timed entry online.');
    // A builder link means nothing to a recipient; without a share link the email links nowhere.
    expect(html).not.toContain('/itinerary-builder');
    expect(text).not.toContain('/itinerary-builder');
    expect((mail.from as AddressObject).value[0]!.name).toBe('Wayfarer');
    expect(text).toContain('Dietary Preferences: Vegetarian');
  });

  it("accepts SPEC.md's flat activities list with totalDays", async () => {
    const before = smtp.received.length;
    const res = await send({
      recipientEmail: 'flat@example.com',
      tripDetails: fixtureTrip,
      activities: fixtureActivities,
      totalDays: 3,
    });
    expect(res.statusCode).toBe(202);
    const got = (await delivered(before + 1)).at(-1)!.mail;
    expect(got.subject).toBe('Your 3-day itinerary for Paris, France');
    expect(got.text).toContain('Day 3 - Tuesday, May 5');
    expect(got.text).toContain('- Montmartre walk');
  });

  it('escapes every piece of user text in the HTML part', async () => {
    const before = smtp.received.length;
    const res = await send({
      recipientEmail: 'xss@example.com',
      tripDetails: { ...fixtureTrip, destination: 'Paris <script>alert(1)</script>' },
      days: hostileDays(),
    });
    expect(res.statusCode).toBe(202);
    const html = (await delivered(before + 1)).at(-1)!.mail.html as string;
    expect(html).not.toMatch(/<script|<img|<b>|<\/td><\/tr><\/table><script/i);
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Louvre');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;');
    expect(html).toContain('&lt;b&gt;Rue&lt;/b&gt; de Rivoli');
    expect(html).toContain('Paris &lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it("links to the sender's share page when a share token is given, and refuses anyone else's", async () => {
    const [trip] = await t.database.db
      .insert(trips)
      .values({
        userId,
        destination: fixtureTrip.destination,
        startDate: fixtureTrip.startDate,
        endDate: fixtureTrip.endDate,
        travelers: 2,
        travelStyle: 'cultural',
        interests: ['history'],
        activityLimit: 5,
      })
      .returning();
    const [plan] = await t.database.db
      .insert(itineraries)
      .values({
        tripId: trip!.id,
        userId,
        name: 'Trip to Paris',
        data: { tripDetails: fixtureTrip, days: fixtureDays },
      })
      .returning();
    const share = await t.app.inject({
      method: 'POST',
      url: `/api/itineraries/${plan!.id}/share`,
      headers: { cookie },
    });
    const token = share.json().token as string;

    const before = smtp.received.length;
    const res = await send({
      recipientEmail: 'link@example.com',
      tripDetails: fixtureTrip,
      days: fixtureDays,
      shareToken: token,
    });
    expect(res.statusCode).toBe(202);
    const mail = (await delivered(before + 1)).at(-1)!.mail;
    expect(mail.html).toContain(`href="https://trips.example.org/share/${token}"`);
    expect(mail.text).toContain(`https://trips.example.org/share/${token}`);

    const other = await signUp(t.app);
    const foreign = await send(
      { recipientEmail: 'link@example.com', tripDetails: fixtureTrip, days: fixtureDays, shareToken: token },
      { cookie: other.cookie },
    );
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe('shareToken: This share link does not exist or was revoked.');
    await t.database.db.delete(shareLinks);
  });

  it("rejects a missing, blank or malformed address and an empty itinerary with SPEC.md's messages", async () => {
    const cases: [unknown, string, string][] = [
      [
        { tripDetails: fixtureTrip, days: fixtureDays },
        'Email required',
        'Please enter a valid email address.',
      ],
      [
        { recipientEmail: '   ', tripDetails: fixtureTrip, days: fixtureDays },
        'Email required',
        'Please enter a valid email address.',
      ],
      [
        { recipientEmail: 'not-an-email', tripDetails: fixtureTrip, days: fixtureDays },
        'Invalid email',
        'Please enter a valid email address.',
      ],
      [
        { recipientEmail: 'a@b', tripDetails: fixtureTrip, days: fixtureDays },
        'Invalid email',
        'Please enter a valid email address.',
      ],
      [
        {
          recipientEmail: 'friend@example.com',
          tripDetails: fixtureTrip,
          days: [{ date: '2026-05-03', day: 1, activities: [] }],
        },
        'No activities to send',
        'Please add some activities to your itinerary before sending.',
      ],
      [
        { recipientEmail: 'friend@example.com', tripDetails: fixtureTrip, activities: [], totalDays: 3 },
        'No activities to send',
        'Please add some activities to your itinerary before sending.',
      ],
    ];
    for (const [payload, message, description] of cases) {
      const res = await send(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json()).toEqual({ message, description });
    }
    const badTrip = await send({
      recipientEmail: 'friend@example.com',
      tripDetails: { ...fixtureTrip, interests: [] },
      days: fixtureDays,
    });
    expect(badTrip.statusCode).toBe(400);
    expect(badTrip.json().message).toBe('tripDetails.interests: Select at least one interest.');
  });

  it('needs a signed-in user', async () => {
    const res = await send(
      { recipientEmail: 'friend@example.com', tripDetails: fixtureTrip, days: fixtureDays },
      {},
    );
    expect(res.statusCode).toBe(401);
  });

  it('limits how many emails one user sends (429 with Retry-After)', async () => {
    const { cookie: fresh } = await signUp(t.app);
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof send>> | undefined;
    for (let i = 0; i < 7; i++) {
      last = await send(
        { recipientEmail: `r${i}@example.com`, tripDetails: fixtureTrip, days: fixtureDays },
        { cookie: fresh },
      );
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 202, 429]);
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
    expect(last!.json().message).toMatch(/^Too many emails sent/);
  });
});
