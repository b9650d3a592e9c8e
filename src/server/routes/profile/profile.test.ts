import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../../../tests/helpers/app.ts';
import { drivers } from '../../../../tests/helpers/db.ts';
import { recommendation } from '../../../../tests/helpers/explorer-fixtures.ts';
import { bookmarks, itineraries, outbox, sessions, shareLinks, trips, users } from '../../db/schema.ts';

const preferences = {
  travelStyles: ['foodie', 'cultural'],
  interests: ['food', 'museums'],
  dietaryPreferences: ['vegetarian'],
  pace: 'light',
  homeContinent: 'europe',
};

describe.each(drivers)('profile (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t?.close());

  const put = (cookie: string, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/profile', headers: { cookie }, payload });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ url: '/api/profile' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/profile', payload: { displayName: 'x', preferences } }))
        .statusCode,
    ).toBe(401);
  });

  it('reads empty preferences for a new traveller, then saves and reads them back', async () => {
    const { cookie, email } = await signUp(t.app, { displayName: 'Ibn Battuta' });
    const fresh = await t.app.inject({ url: '/api/profile', headers: { cookie } });
    expect(fresh.json()).toEqual({
      email,
      displayName: 'Ibn Battuta',
      preferences: {
        travelStyles: [],
        interests: [],
        dietaryPreferences: [],
        pace: null,
        homeContinent: null,
      },
    });
    const saved = await put(cookie, { displayName: '  Ibn Battuta of Tangier ', preferences });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ email, displayName: 'Ibn Battuta of Tangier', preferences });
    expect((await t.app.inject({ url: '/api/profile', headers: { cookie } })).json().preferences).toEqual(
      preferences,
    );
    // The avatar menu shows the new name.
    expect((await t.app.inject({ url: '/api/user', headers: { cookie } })).json().displayName).toBe(
      'Ibn Battuta of Tangier',
    );
    // An empty name clears it (the menu falls back to the email).
    expect((await put(cookie, { displayName: ' ', preferences })).json().displayName).toBeNull();
  });

  it('fills left-out preference fields with their defaults', async () => {
    const { cookie } = await signUp(t.app);
    const res = await put(cookie, { displayName: 'Zheng He', preferences: { interests: ['history'] } });
    expect(res.json().preferences).toEqual({
      travelStyles: [],
      interests: ['history'],
      dietaryPreferences: [],
      pace: null,
      homeContinent: null,
    });
  });

  it('reads stored preferences of an older shape field by field', async () => {
    const { cookie, user } = await signUp(t.app);
    await t.database.db
      .update(users)
      .set({ preferences: { interests: ['food', 'knitting'], pace: 'busy', homeContinent: 'asia' } })
      .where(sql`${users.id} = ${user.id}`);
    const res = await t.app.inject({ url: '/api/profile', headers: { cookie } });
    expect(res.json().preferences).toEqual({
      travelStyles: [],
      interests: [],
      dietaryPreferences: [],
      pace: 'busy',
      homeContinent: 'asia',
    });
  });

  it.each([
    [
      { displayName: 'x'.repeat(101), preferences },
      'displayName: Display name is too long (at most 100 characters).',
    ],
    [
      { displayName: 'A', preferences: { ...preferences, travelStyles: ['sleepy'] } },
      'preferences.travelStyles.0: Choose travel styles from the list.',
    ],
    [
      { displayName: 'A', preferences: { ...preferences, interests: ['knitting'] } },
      'preferences.interests.0: Choose interests from the list.',
    ],
    [
      { displayName: 'A', preferences: { ...preferences, dietaryPreferences: ['carnivore'] } },
      'preferences.dietaryPreferences.0: Choose dietary preferences from the list.',
    ],
    [
      { displayName: 'A', preferences: { ...preferences, pace: 'frantic' } },
      'preferences.pace: Choose a pace: light, moderate or busy.',
    ],
    [
      { displayName: 'A', preferences: { ...preferences, homeContinent: 'atlantis' } },
      'preferences.homeContinent: Choose a continent from the list.',
    ],
    [{ displayName: 42, preferences }, 'displayName: Display name must be text.'],
  ])('answers %j with 400 naming the field', async (payload, message) => {
    const { cookie } = await signUp(t.app);
    const res = await put(cookie, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

describe.each(drivers)('DELETE /api/account (%s)', (driver) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(driver);
  });
  afterAll(() => t?.close());

  /** A traveller with a saved plan (trip + itinerary), a share link, a bookmark and a queued email. */
  async function travellerWithData() {
    const account = await signUp(t.app);
    const { db } = t.database;
    const [trip] = await db
      .insert(trips)
      .values({
        userId: account.user.id,
        destination: 'Lisbon, Portugal',
        startDate: '2026-06-01',
        endDate: '2026-06-03',
        travelers: 2,
        travelStyle: 'cultural',
        interests: ['history'],
        activityLimit: 3,
      })
      .returning();
    const [plan] = await db
      .insert(itineraries)
      .values({ tripId: trip!.id, userId: account.user.id, name: 'Trip to Lisbon', data: { days: [] } })
      .returning();
    await db
      .insert(shareLinks)
      .values({ token: `tok-${account.user.id}`, itineraryId: plan!.id, userId: account.user.id });
    await db
      .insert(bookmarks)
      .values({ userId: account.user.id, destinationKey: 'lisbon', data: recommendation('Lisbon') });
    await db.insert(outbox).values({
      userId: account.user.id,
      messageId: `<${account.user.id}@test>`,
      recipient: account.email,
      subject: 'Your itinerary',
      html: '<p>Hi</p>',
      text: 'Hi',
    });
    return account;
  }

  async function countsFor(userId: string) {
    const { db } = t.database;
    const n = async (
      table:
        | typeof trips
        | typeof itineraries
        | typeof bookmarks
        | typeof sessions
        | typeof shareLinks
        | typeof outbox,
    ) => (await db.select().from(table).where(sql`user_id = ${userId}`)).length;
    return {
      users: (await db.select().from(users).where(sql`id = ${userId}`)).length,
      trips: await n(trips),
      itineraries: await n(itineraries),
      shareLinks: await n(shareLinks),
      bookmarks: await n(bookmarks),
      sessions: await n(sessions),
      outbox: await n(outbox),
    };
  }

  const remove = (cookie: string, payload: object = { confirm: 'DELETE' }) =>
    t.app.inject({ method: 'DELETE', url: '/api/account', headers: { cookie }, payload });

  it('needs the typed confirmation', async () => {
    const { cookie, user } = await signUp(t.app);
    for (const payload of [{}, { confirm: 'delete' }, { confirm: 'yes' }]) {
      const res = await remove(cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('confirm: Type DELETE to confirm.');
    }
    expect((await countsFor(user.id)).users).toBe(1);
  });

  it("removes the user's plans, bookmarks, sessions, shares and emails, and nobody else's", async () => {
    const a = await travellerWithData();
    const b = await travellerWithData();
    expect(await countsFor(a.user.id)).toEqual({
      users: 1,
      trips: 1,
      itineraries: 1,
      shareLinks: 1,
      bookmarks: 1,
      sessions: 1,
      outbox: 1,
    });
    const before = await countsFor(b.user.id);

    const res = await remove(a.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'wf_session')?.value).toBe('');

    expect(await countsFor(a.user.id)).toEqual({
      users: 0,
      trips: 0,
      itineraries: 0,
      shareLinks: 0,
      bookmarks: 0,
      sessions: 0,
      outbox: 0,
    });
    expect(await countsFor(b.user.id)).toEqual(before);
    // A's old cookie no longer signs anyone in; B is still signed in and keeps the bookmark.
    expect((await t.app.inject({ url: '/api/user', headers: { cookie: a.cookie } })).statusCode).toBe(401);
    const bList = await t.app.inject({ url: '/api/bookmarks', headers: { cookie: b.cookie } });
    expect(bList.statusCode).toBe(200);
    expect(bList.json().bookmarks).toHaveLength(1);
    // The same email can sign up again, to a fresh account.
    expect((await signUp(t.app, { email: a.email })).user.id).not.toBe(a.user.id);
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/account', payload: { confirm: 'DELETE' } });
    expect(res.statusCode).toBe(401);
  });
});
