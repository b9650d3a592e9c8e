// Every route that takes the id of a user's data refuses another user's ids with 404, and leaves the data intact
// (DESIGN.md section 7; issue 10 item 4). Runs over both databases.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../helpers/app.ts';
import { drivers } from '../helpers/db.ts';
import { recommendation } from '../helpers/explorer-fixtures.ts';
import { samplePlan } from '../helpers/plans.ts';

describe.each(drivers)('ownership of user data (%s)', (driver) => {
  let t: TestApp;
  let alice: string;
  let bob: string;
  let planId: string;
  let tripId: string;
  let token: string;
  let bookmarkId: string;

  beforeAll(async () => {
    t = await createTestApp(driver);
    alice = (await signUp(t.app)).cookie;
    bob = (await signUp(t.app)).cookie;
    const plan = await t.app.inject({
      method: 'POST',
      url: '/api/itineraries',
      headers: { cookie: alice },
      payload: samplePlan(),
    });
    expect(plan.statusCode).toBe(201);
    planId = plan.json().id;
    tripId = plan.json().tripId;
    const share = await t.app.inject({
      method: 'POST',
      url: `/api/itineraries/${planId}/share`,
      headers: { cookie: alice },
    });
    token = share.json().token;
    const bookmark = await t.app.inject({
      method: 'POST',
      url: '/api/bookmarks',
      headers: { cookie: alice },
      payload: { destinationKey: 'lisbon', data: recommendation('Lisbon') },
    });
    bookmarkId = bookmark.json().id;
  });
  afterAll(() => t?.close());

  const as = (cookie: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { cookie }, payload });

  it("answers 404 to every route given another user's id", async () => {
    const attempts = [
      await as(bob, 'GET', `/api/itineraries/${planId}`),
      await as(bob, 'PUT', `/api/itineraries/${planId}`, samplePlan({ destination: 'Hijacked' })),
      await as(bob, 'DELETE', `/api/trips/${planId}`),
      await as(bob, 'DELETE', `/api/trips/${tripId}`),
      await as(bob, 'POST', `/api/itineraries/${planId}/share`),
      await as(bob, 'DELETE', `/api/itineraries/${planId}/share`),
      await as(bob, 'DELETE', `/api/bookmarks/${bookmarkId}`),
    ];
    for (const res of attempts) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().message).toBeTruthy();
      expect(res.body).not.toContain('Lisbon');
    }
  });

  it("never lists another user's data", async () => {
    expect((await as(bob, 'GET', '/api/itineraries')).json()).toEqual([]);
    expect((await as(bob, 'GET', '/api/bookmarks')).json().bookmarks).toEqual([]);
  });

  it("refuses to mail another user's share link", async () => {
    const plan = samplePlan();
    const res = await as(bob, 'POST', '/api/send-itinerary', {
      recipientEmail: 'friend@example.com',
      tripDetails: plan.tripDetails,
      days: plan.days,
      shareToken: token,
    });
    expect(res.statusCode).toBe(400);
  });

  it("leaves the owner's data intact", async () => {
    const mine = await as(alice, 'GET', `/api/itineraries/${planId}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().destination).toBe('Lisbon, Portugal');
    expect((await as(alice, 'GET', '/api/bookmarks')).json().bookmarks).toHaveLength(1);
    expect((await t.app.inject({ url: `/api/share/${token}` })).statusCode).toBe(200);
  });
});
