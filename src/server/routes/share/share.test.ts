import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureDays, fixtureTrip } from '../../../../tests/fixtures/itinerary.ts';
import { createTestApp, signUp, type TestApp } from '../../../../tests/helpers/app.ts';
import { drivers } from '../../../../tests/helpers/db.ts';
import { itineraries, trips } from '../../db/schema.ts';
import { sharePageHead } from './share.ts';

describe.each(drivers)('share links (%s)', (driver) => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signUp>>;
  let stranger: Awaited<ReturnType<typeof signUp>>;
  let planId: string;
  let tripId: string;
  let otherPlanId: string;

  /** A saved plan as the saved-plans API stores it: a trip row and an itinerary row whose data holds the plan. */
  async function savePlan(userId: string, name: string, data: Record<string, unknown>) {
    const [trip] = await t.database.db
      .insert(trips)
      .values({
        userId,
        destination: fixtureTrip.destination,
        startDate: fixtureTrip.startDate,
        endDate: fixtureTrip.endDate,
        travelers: fixtureTrip.travelers,
        travelStyle: fixtureTrip.travelStyle,
        interests: fixtureTrip.interests,
        dietaryPreferences: fixtureTrip.dietaryPreferences,
        activityLimit: fixtureTrip.activityLimit,
      })
      .returning();
    const [plan] = await t.database.db
      .insert(itineraries)
      .values({ tripId: trip!.id, userId, name, data })
      .returning();
    return { planId: plan!.id, tripId: trip!.id };
  }

  beforeAll(async () => {
    t = await createTestApp(driver, { env: { PUBLIC_URL: 'https://trips.example.org' } });
    owner = await signUp(t.app, { displayName: 'Owner Person' });
    stranger = await signUp(t.app);
    // Extra keys in the stored document, and trip ids on activities, must never reach a visitor.
    const days = structuredClone(fixtureDays).map((d) => ({
      ...d,
      activities: d.activities.map((a) => ({
        ...a,
        tripId: 'secret-trip-ref',
        createdAt: '2026-01-01T00:00:00Z',
      })),
    }));
    ({ planId, tripId } = await savePlan(owner.user.id, 'Trip to Paris, France', {
      tripDetails: fixtureTrip,
      days,
      ownerEmail: owner.email,
      userId: owner.user.id,
    }));
    ({ planId: otherPlanId } = await savePlan(owner.user.id, 'Secret other plan', {
      tripDetails: { ...fixtureTrip, destination: 'Hidden Valley' },
      days: fixtureDays,
    }));
  });
  afterAll(() => t?.close());

  const share = (id: string, method: 'POST' | 'DELETE', cookie?: string) =>
    t.app.inject({ method, url: `/api/itineraries/${id}/share`, headers: cookie ? { cookie } : {} });
  const view = (token: string, cookie?: string) =>
    t.app.inject({ url: `/api/share/${token}`, headers: cookie ? { cookie } : {} });

  it('gives the owner one unguessable link per plan, and the same one again on request', async () => {
    const first = await share(planId, 'POST', owner.cookie);
    expect(first.statusCode).toBe(201);
    const link = first.json();
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(link.token, 'base64url')).toHaveLength(32);
    expect(link.url).toBe(`https://trips.example.org/share/${link.token}`);
    const again = await share(planId, 'POST', owner.cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json().token).toBe(link.token);
    const other = await share(otherPlanId, 'POST', owner.cookie);
    expect(other.json().token).not.toBe(link.token);
  });

  it('shows the plan to anyone holding the link, signed out, and nothing else', async () => {
    const { token } = (await share(planId, 'POST', owner.cookie)).json();
    const res = await view(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['days', 'name', 'tripDetails']);
    expect(body.name).toBe('Trip to Paris, France');
    expect(body.tripDetails).toEqual(fixtureTrip);
    expect(
      body.days.map((d: { activities: { title: string }[] }) => d.activities.map((a) => a.title)),
    ).toEqual(fixtureDays.map((d) => d.activities.map((a) => a.title)));
    const raw = res.body;
    for (const secret of [
      owner.email,
      owner.user.id,
      tripId,
      planId,
      'Owner Person',
      'secret-trip-ref',
      'Hidden Valley',
      'Secret other plan',
    ]) {
      expect(raw).not.toContain(secret);
    }
    // Signed in as someone else, the answer is the same.
    expect((await view(token, stranger.cookie)).json()).toEqual(body);
  });

  it('answers 404 for a wrong, malformed or revoked token', async () => {
    expect((await view(randomBytes(32).toString('base64url'))).statusCode).toBe(404);
    expect((await view('not-a-token')).statusCode).toBe(404);
    expect((await view('%2E%2E%2Fapi%2Fuser')).statusCode).toBe(404);

    const { token } = (await share(planId, 'POST', owner.cookie)).json();
    const revoked = await share(planId, 'DELETE', owner.cookie);
    expect(revoked.statusCode).toBe(204);
    const gone = await view(token);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('This shared itinerary does not exist or is no longer shared.');

    // Sharing again makes a new link; the revoked one stays dead.
    const fresh = await share(planId, 'POST', owner.cookie);
    expect(fresh.statusCode).toBe(201);
    expect(fresh.json().token).not.toBe(token);
    expect((await view(fresh.json().token)).statusCode).toBe(200);
    expect((await view(token)).statusCode).toBe(404);
  });

  it("lets only the owner share or revoke: another user's plan is 404, signed out is 401", async () => {
    expect((await share(planId, 'POST', stranger.cookie)).statusCode).toBe(404);
    expect((await share(planId, 'DELETE', stranger.cookie)).statusCode).toBe(404);
    expect((await share(planId, 'POST')).statusCode).toBe(401);
    expect((await share(planId, 'DELETE')).statusCode).toBe(401);
    expect((await share('00000000-0000-4000-8000-000000000000', 'POST', owner.cookie)).statusCode).toBe(404);
    const bad = await share('not-a-uuid', 'POST', owner.cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^id: /);
    // The stranger's failed revoke left the owner's link working.
    const { token } = (await share(planId, 'POST', owner.cookie)).json();
    expect((await view(token)).statusCode).toBe(200);
  });

  it('stops working when the plan is deleted', async () => {
    const extra = await savePlan(owner.user.id, 'Short-lived', {
      tripDetails: fixtureTrip,
      days: fixtureDays,
    });
    const { token } = (await share(extra.planId, 'POST', owner.cookie)).json();
    expect((await view(token)).statusCode).toBe(200);
    await t.database.db.delete(trips).where(eq(trips.id, extra.tripId));
    expect((await view(token)).statusCode).toBe(404);
  });

  it('copies a shared plan into a signed-in viewer’s own plans, with fresh activity ids', async () => {
    const { token } = (await share(planId, 'POST', owner.cookie)).json();
    const signedOut = await t.app.inject({ method: 'POST', url: `/api/share/${token}/copy` });
    expect(signedOut.statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/share/${token}/copy`,
      headers: { cookie: stranger.cookie, origin: 'https://trips.example.org' },
    });
    expect(res.statusCode).toBe(201);
    const copy = res.json();
    expect(copy.name).toBe('Trip to Paris, France');
    expect(copy.id).not.toBe(planId);
    expect(copy.tripDetails.destination).toBe(fixtureTrip.destination);
    const titles = (days: { activities: { title: string }[] }[]) =>
      days.flatMap((d) => d.activities.map((a) => a.title));
    expect(titles(copy.days).sort()).toEqual(titles(fixtureDays).sort());
    const originalIds = new Set(fixtureDays.flatMap((d) => d.activities.map((a) => String(a.id))));
    for (const d of copy.days)
      for (const a of d.activities) expect(originalIds.has(String(a.id))).toBe(false);
    // It is the viewer's now: in their list, changeable, and the owner's plan is untouched.
    const list = await t.app.inject({ url: '/api/itineraries', headers: { cookie: stranger.cookie } });
    expect(list.json().map((p: { id: string }) => p.id)).toContain(copy.id);
    expect((await view(token)).json().days).toHaveLength(fixtureDays.length);
    const missing = await t.app.inject({
      method: 'POST',
      url: `/api/share/${randomBytes(32).toString('base64url')}/copy`,
      headers: { cookie: stranger.cookie, origin: 'https://trips.example.org' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('opens the shared plan’s own pictures to its viewers, and no other picture', async () => {
    const withPhoto = await savePlan(owner.user.id, 'Pictured', {
      tripDetails: fixtureTrip,
      days: fixtureDays.map((d, i) => ({
        ...d,
        activities: d.activities.map((a, j) => ({
          ...a,
          ...(i === 0 && j === 0 ? { imageUrl: '/api/places/photos?query=Louvre%20Museum%2C%20Paris' } : {}),
        })),
      })),
    });
    const { token } = (await share(withPhoto.planId, 'POST', owner.cookie)).json();
    const photo = (query: string, tok = token) =>
      t.app.inject({ url: `/api/places/photos?query=${encodeURIComponent(query)}&share=${tok}` });
    expect((await photo('Louvre Museum, Paris')).statusCode).toBe(200);
    expect((await photo('Eiffel Tower, Paris')).statusCode).toBe(401);
    expect((await photo('Louvre Museum, Paris', randomBytes(32).toString('base64url'))).statusCode).toBe(401);
    await share(withPhoto.planId, 'DELETE', owner.cookie);
    expect((await photo('Louvre Museum, Paris')).statusCode).toBe(401);
  });

  it('describes a share page by its plan (name, dates, first stops), and a dead link as not shared', async () => {
    const { token } = (await share(planId, 'POST', owner.cookie)).json();
    const head = await sharePageHead(t.database.db, `/share/${token}`);
    expect(head?.status).toBe(200);
    expect(head?.title).toBe('Trip to Paris, France, May 3 - May 5, 2026 | Wayfarer');
    expect(head?.description).toMatch(
      /^A 3-day itinerary for Paris, France, May 3 - May 5, 2026: .+ and \d+ more stops\.$/,
    );
    const gone = await sharePageHead(t.database.db, `/share/${randomBytes(32).toString('base64url')}`);
    expect(gone).toEqual(expect.objectContaining({ status: 404 }));
    expect(await sharePageHead(t.database.db, '/about')).toBeUndefined();
  });
});
