import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../../../tests/helpers/app.ts';
import { drivers } from '../../../../tests/helpers/db.ts';
import { sampleActivity, samplePlan } from '../../../../tests/helpers/plans.ts';
import { type SavedPlan, savedPlanListSchema } from '../../../core/api/itineraries.ts';
import { itineraries, trips } from '../../db/schema.ts';

describe.each(drivers)('saved plans (%s)', (driver) => {
  let t: TestApp;
  let alice: string;
  let bob: string;
  beforeAll(async () => {
    t = await createTestApp(driver);
    alice = (await signUp(t.app)).cookie;
    bob = (await signUp(t.app)).cookie;
  });
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, cookie?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const rowCounts = async () => {
    const [i] = await t.database.db.select({ n: count() }).from(itineraries);
    const [p] = await t.database.db.select({ n: count() }).from(trips);
    return { itineraries: i!.n, trips: p!.n };
  };
  const save = async (cookie: string, body = samplePlan()) => {
    const res = await call('POST', '/api/itineraries', cookie, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as SavedPlan;
  };

  it('asks anonymous callers to sign in', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [method, url, body] of [
      ['GET', '/api/itineraries'],
      ['GET', `/api/itineraries/${id}`],
      ['POST', '/api/itineraries', samplePlan()],
      ['PUT', `/api/itineraries/${id}`, samplePlan()],
      ['DELETE', `/api/trips/${id}`],
    ] as const) {
      const res = await call(method, url, undefined, body);
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json().message).toBe('Please sign in to continue.');
    }
  });

  it('saves a plan as a trip and an itinerary, answering the saved plan list item', async () => {
    const before = await rowCounts();
    const body = samplePlan({ destination: 'Lisbon, Portugal', startDate: '2026-05-03', days: 5 });
    const plan = await save(alice, body);
    expect(plan).toMatchObject({
      name: 'Trip to Lisbon, Portugal',
      destination: 'Lisbon, Portugal',
      date: 'May 3 - May 7, 2026',
      tripDetails: body.tripDetails,
    });
    expect(plan.days).toHaveLength(5);
    expect(plan.days[0]!.activities[0]).toMatchObject({ id: 'act-1-morning-0', title: 'Stop 1 of day 1' });
    expect(plan.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(plan.tripId).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(plan.createdAt)).not.toBeNaN();
    expect(await rowCounts()).toEqual({ itineraries: before.itineraries + 1, trips: before.trips + 1 });
    const [trip] = await t.database.db.select().from(trips).where(eq(trips.id, plan.tripId));
    expect(trip).toMatchObject({
      destination: 'Lisbon, Portugal',
      startDate: '2026-05-03',
      endDate: '2026-05-07',
      travelers: 2,
      travelStyle: 'cultural',
      interests: ['history', 'food'],
      dietaryPreferences: ['vegetarian'],
      activityLimit: 5,
    });
  });

  it('names a plan from its destination when no name is sent, and formats dates across years', async () => {
    const {
      name: _n,
      destination: _d,
      date: _x,
      ...body
    } = samplePlan({
      destination: 'Tokyo, Japan',
      startDate: '2026-12-30',
      days: 4,
    });
    const plan = await save(alice, body as ReturnType<typeof samplePlan>);
    expect(plan.name).toBe('Trip to Tokyo, Japan');
    expect(plan.date).toBe('Dec 30, 2026 - Jan 2, 2027');
  });

  it('lists plans as JSON that is exactly the list schema, whatever characters the plan holds', async () => {
    const user = (await signUp(t.app)).cookie;
    const body = samplePlan({ destination: 'Café "Kyoto" \\ 東京, Japan', days: 2 });
    body.days[0]!.activities[0]!.title = '<script>alert("x")</script> \\ Café 😀 \u2028 end';
    body.days[0]!.activities[0]!.notes = 'Line one\nLine\ttwo "quoted" \u0007 bell';
    body.days[1]!.activities[0]!.lat = 35.0116;
    body.days[1]!.activities[0]!.lng = 135.7681;
    const saved = await save(user, body);
    const res = await call('GET', '/api/itineraries', user);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const list = JSON.parse(res.body) as SavedPlan[];
    // Nothing more and nothing less than the schema: parsing strips unknown keys and fills defaults.
    expect(savedPlanListSchema.parse(list)).toEqual(list);
    expect(list).toEqual([saved]);
    expect(list[0]!.days[0]!.activities[0]!.title).toBe(body.days[0]!.activities[0]!.title);
  });

  it("lists only the signed-in user's plans, most recent first, and reads one", async () => {
    const user = (await signUp(t.app)).cookie;
    const first = await save(user, samplePlan({ destination: 'Rome, Italy' }));
    const second = await save(user, samplePlan({ destination: 'Paris, France' }));
    const list = await call('GET', '/api/itineraries', user);
    expect(list.statusCode).toBe(200);
    expect((list.json() as SavedPlan[]).map((p) => p.name)).toEqual([
      'Trip to Paris, France',
      'Trip to Rome, Italy',
    ]);
    expect(list.json()[0]).toEqual(second);
    const one = await call('GET', `/api/itineraries/${first.id}`, user);
    expect(one.statusCode).toBe(200);
    expect(one.json()).toEqual(first);
  });

  it('saving again updates the same plan instead of duplicating it', async () => {
    const user = (await signUp(t.app)).cookie;
    const plan = await save(user);
    const before = await rowCounts();
    const changed = samplePlan({
      destination: 'Porto, Portugal',
      startDate: '2026-06-10',
      days: 2,
      perDay: 4,
    });
    changed.days[0]!.activities.push(sampleActivity(1, 2, 'morning', 'Livraria Lello'));
    const res = await call('PUT', `/api/itineraries/${plan.id}`, user, changed);
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json() as SavedPlan;
    expect(updated).toMatchObject({
      id: plan.id,
      tripId: plan.tripId,
      name: 'Trip to Porto, Portugal',
      date: 'Jun 10 - Jun 11, 2026',
      createdAt: plan.createdAt,
    });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(plan.updatedAt));
    expect(updated.days[0]!.activities.map((a) => a.title)).toContain('Livraria Lello');
    expect(await rowCounts()).toEqual(before);
    const list = (await call('GET', '/api/itineraries', user)).json() as SavedPlan[];
    expect(list).toHaveLength(1);
    expect(list[0]).toEqual(updated);
    const [trip] = await t.database.db.select().from(trips).where(eq(trips.id, plan.tripId));
    expect(trip).toMatchObject({
      destination: 'Porto, Portugal',
      startDate: '2026-06-10',
      endDate: '2026-06-11',
    });
  });

  it('deletes a plan by its id or by its trip id, trip and itinerary together', async () => {
    const user = (await signUp(t.app)).cookie;
    const a = await save(user, samplePlan({ destination: 'Berlin, Germany' }));
    const b = await save(user, samplePlan({ destination: 'Vienna, Austria' }));
    const before = await rowCounts();
    const byId = await call('DELETE', `/api/trips/${a.id}`, user);
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toEqual({ ok: true, name: 'Trip to Berlin, Germany' });
    const byTrip = await call('DELETE', `/api/trips/${b.tripId}`, user);
    expect(byTrip.json()).toEqual({ ok: true, name: 'Trip to Vienna, Austria' });
    expect(await rowCounts()).toEqual({ itineraries: before.itineraries - 2, trips: before.trips - 2 });
    expect((await call('GET', '/api/itineraries', user)).json()).toEqual([]);
    const again = await call('DELETE', `/api/trips/${a.id}`, user);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Saved plan not found.');
    expect((await call('GET', `/api/itineraries/${a.id}`, user)).statusCode).toBe(404);
    expect((await call('PUT', `/api/itineraries/${a.id}`, user, samplePlan())).statusCode).toBe(404);
  });

  it("another user can neither see, update nor delete a plan, and the owner's plan is intact", async () => {
    const plan = await save(alice, samplePlan({ destination: 'Kyoto, Japan' }));
    const before = await rowCounts();
    const bobList = (await call('GET', '/api/itineraries', bob)).json() as SavedPlan[];
    expect(bobList.map((p) => p.id)).not.toContain(plan.id);
    const attempts = [
      await call('GET', `/api/itineraries/${plan.id}`, bob),
      await call('PUT', `/api/itineraries/${plan.id}`, bob, samplePlan({ destination: 'Hijacked, Nowhere' })),
      await call('DELETE', `/api/trips/${plan.id}`, bob),
      await call('DELETE', `/api/trips/${plan.tripId}`, bob),
    ];
    for (const res of attempts) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Saved plan not found.' });
      expect(res.body).not.toContain('Kyoto');
    }
    expect(await rowCounts()).toEqual(before);
    const mine = await call('GET', `/api/itineraries/${plan.id}`, alice);
    expect(mine.json()).toEqual(plan);
    const [trip] = await t.database.db.select().from(trips).where(eq(trips.id, plan.tripId));
    expect(trip!.destination).toBe('Kyoto, Japan');
  });

  it('answers 404, not 500, for ids that are not UUIDs or name nothing', async () => {
    for (const id of [
      'abc',
      '123',
      'null',
      '%27%20or%201%3D1--',
      `${'a'.repeat(150)}`,
      'ffffffff-ffff-4fff-bfff-ffffffffffff',
    ]) {
      for (const [method, url] of [
        ['GET', `/api/itineraries/${id}`],
        ['PUT', `/api/itineraries/${id}`],
        ['DELETE', `/api/trips/${id}`],
      ] as const) {
        const res = await call(method, url, alice, method === 'PUT' ? samplePlan() : undefined);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json().message).toBe('Saved plan not found.');
      }
    }
  });

  describe('rejects a malformed or oversized plan with a message and changes nothing', () => {
    const valid = () => samplePlan();
    const cases: [string, () => unknown, number, string | RegExp][] = [
      [
        'no trip details',
        () => ({ ...valid(), tripDetails: undefined }),
        400,
        'tripDetails: Trip details are required to save an itinerary.',
      ],
      ['no days', () => ({ ...valid(), days: undefined }), 400, 'days: There is no itinerary to save.'],
      ['empty days', () => ({ ...valid(), days: [] }), 400, 'days: There is no itinerary to save.'],
      ['days not a list', () => ({ ...valid(), days: 'three' }), 400, 'days: Days must be a list.'],
      [
        'travelers of the wrong type',
        () => ({ ...valid(), tripDetails: { ...valid().tripDetails, travelers: 'two' } }),
        400,
        'tripDetails.travelers: At least 1 traveler is required.',
      ],
      [
        'an unknown travel style',
        () => ({ ...valid(), tripDetails: { ...valid().tripDetails, travelStyle: 'lazy' } }),
        400,
        'tripDetails.travelStyle: Choose a travel style.',
      ],
      [
        'no interests',
        () => ({ ...valid(), tripDetails: { ...valid().tripDetails, interests: [] } }),
        400,
        'tripDetails.interests: Select at least one interest.',
      ],
      [
        'a trip longer than 7 days',
        () => ({ ...valid(), tripDetails: { ...valid().tripDetails, endDate: '2026-05-20' } }),
        400,
        'tripDetails.endDate: Trips are limited to 7 days maximum.',
      ],
      [
        'a bad date',
        () => ({ ...valid(), tripDetails: { ...valid().tripDetails, startDate: '2026-02-30' } }),
        400,
        'tripDetails.startDate: Use a date in the form YYYY-MM-DD.',
      ],
      [
        'an activity with no title',
        () => {
          const p = valid();
          (p.days[1]!.activities[0] as { title?: unknown }).title = 7;
          return p;
        },
        400,
        'days.1.activities.0.title: Title is required.',
      ],
      [
        'an unknown time segment',
        () => {
          const p = valid();
          (p.days[0]!.activities[2] as { timeSegment: string }).timeSegment = 'night';
          return p;
        },
        400,
        'days.0.activities.2.timeSegment: Time of day must be morning, afternoon or evening.',
      ],
      [
        'more than 7 days',
        () => samplePlan({ days: 8 }),
        400,
        /^(days: A plan can have at most 7 days\.|tripDetails\.endDate)/,
      ],
      [
        '8 days for a 7-day trip',
        () => {
          const p = samplePlan({ days: 7 });
          p.days.push({ day: 8, date: '2026-05-10', activities: [] });
          return p;
        },
        400,
        'days: A plan can have at most 7 days.',
      ],
      [
        'more than 100 activities in a day',
        () => samplePlan({ days: 1, perDay: 101 }),
        400,
        'days.0.activities: A day can hold at most 100 activities.',
      ],
      [
        'a day number twice',
        () => {
          const p = samplePlan({ days: 2, perDay: 0 });
          p.days[1]!.day = 1;
          return p;
        },
        400,
        'days.1.day: Day 1 appears twice.',
      ],
      [
        'an activity id twice',
        () => {
          const p = valid();
          p.days[1]!.activities[0]!.id = p.days[0]!.activities[0]!.id;
          return p;
        },
        400,
        'days.1.activities.0.id: Activity id act-1-morning-0 appears twice.',
      ],
      [
        'a body over the 1 MB limit',
        () => {
          const p = samplePlan({ days: 7, perDay: 100 });
          for (const d of p.days) for (const a of d.activities) a.description = 'x'.repeat(3000);
          return p;
        },
        413,
        'The request body is too large.',
      ],
    ];

    it.each(cases)('%s', async (_name, build, status, message) => {
      const user = (await signUp(t.app)).cookie;
      const existing = await save(user);
      const before = await rowCounts();
      for (const res of [
        await call('POST', '/api/itineraries', user, build()),
        await call('PUT', `/api/itineraries/${existing.id}`, user, build()),
      ]) {
        expect(res.statusCode).toBe(status);
        expect(res.json().message).toMatch(message);
      }
      expect(await rowCounts()).toEqual(before);
      expect((await call('GET', `/api/itineraries/${existing.id}`, user)).json()).toEqual(existing);
    });

    it('a body that is not JSON', async () => {
      const before = await rowCounts();
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/itineraries',
        headers: { cookie: alice, 'content-type': 'application/json' },
        payload: '{"tripDetails": ',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The request body is not valid JSON.');
      expect(await rowCounts()).toEqual(before);
    });
  });
});
