import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../../../tests/helpers/app.ts';
import { startOpenAiServer } from '../../../../tests/support/openai-server.ts';
import { addDays, weekdayIndex } from '../../../core/dates.ts';
import { createAiService } from '../../services/ai/ai.ts';

const start = addDays(new Date().toISOString().slice(0, 10), 30);
const trip = (over: Record<string, unknown> = {}) => ({
  destination: 'Paris, Île-de-France, France',
  startDate: start,
  endDate: addDays(start, 2),
  travelers: 2,
  travelStyle: 'cultural',
  interests: ['museums', 'history', 'food'],
  dietaryPreferences: ['vegetarian'],
  activityLimit: 5,
  activityPace: 'moderate',
  ...over,
});

describe('POST /api/generate-itinerary', () => {
  let t: TestApp;
  let cookie: string;
  let llm: Awaited<ReturnType<typeof startOpenAiServer>>;
  let withAi: TestApp;
  beforeAll(async () => {
    llm = await startOpenAiServer();
    t = await createTestApp('pglite', { limits: { generationPerUser: { limit: 12, windowMs: 60_000 } } });
    withAi = await createTestApp('pglite', {
      ai: createAiService({ baseUrl: llm.baseUrl, model: 'm', timeoutMs: 800 }),
    });
    cookie = (await signUp(t.app)).cookie;
  });
  afterAll(async () => {
    await t?.close();
    await withAi?.close();
    await llm?.close();
  });

  const generate = (app: TestApp['app'], body: unknown, c = cookie) =>
    app.inject({
      method: 'POST',
      url: '/api/generate-itinerary',
      payload: body as object,
      headers: { cookie: c },
    });

  it('plans every day from the knowledge base, with SPEC activity fields', async () => {
    const res = await generate(t.app, { tripDetails: trip() });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.source).toBe('knowledge-base');
    expect(body.days.map((d: { day: number; date: string }) => [d.day, d.date])).toEqual([
      [1, start],
      [2, addDays(start, 1)],
      [3, addDays(start, 2)],
    ]);
    for (const day of body.days) {
      expect(day.activities.length).toBeGreaterThan(0);
      // The daily limit counts visits; lunch and dinner come on top.
      expect(day.activities.filter((a: { meal?: string }) => !a.meal).length).toBeLessThanOrEqual(5);
      for (const a of day.activities) {
        expect(a).toMatchObject({
          title: expect.any(String),
          timeSegment: expect.stringMatching(/^(morning|afternoon|evening)$/),
          order: expect.any(Number),
          startTime: expect.stringMatching(/^\d{1,2}:\d{2} (AM|PM)$/),
          duration: expect.any(String),
          location: expect.any(String),
          placeId: expect.stringMatching(/^paris\//),
          imageUrl: expect.stringMatching(/^\/api\/places\/photos\?query=/),
          sourceLabel: 'Wayfarer guide',
        });
        expect(a.lat).toBeGreaterThan(48);
      }
    }
    const placeIds = body.days.flatMap((d: { activities: { placeId: string }[] }) =>
      d.activities.map((a) => a.placeId),
    );
    expect(new Set(placeIds).size).toBe(placeIds.length);
    // Meals fit the diet: lunch and dinner are vegetarian-friendly places.
    const meals = body.days.flatMap((d: { activities: { type: string; isVegetarian: boolean }[] }) =>
      d.activities.filter((a) => a.type === 'lunch' || a.type === 'dinner'),
    );
    expect(meals.length).toBeGreaterThan(0);
    expect(meals.every((m: { isVegetarian: boolean }) => m.isVegetarian)).toBe(true);
    expect(weekdayIndex(body.days[0].date)).toBeGreaterThanOrEqual(0);
  });

  it("says in each activity's timing whether it keeps to daylight or is worth seeing after dark", async () => {
    // Rule 4 read from the API alone: an outdoor visit carries the dusk it ends by, a place marked for the evening
    // (a lit monument, a deck, a night market) says so, and none says both.
    const res = await generate(t.app, {
      tripDetails: trip({ interests: ['nightlife', 'photography', 'nature'], activityLimit: 6 }),
      seed: 3,
    });
    expect(res.statusCode).toBe(200);
    const visits = res
      .json()
      .days.flatMap((d: { activities: { meal?: string; timing?: Record<string, unknown> }[] }) =>
        d.activities.filter((a) => !a.meal),
      );
    expect(visits.some((a: { timing?: { afterDark?: boolean } }) => a.timing?.afterDark === true)).toBe(true);
    expect(
      visits.some((a: { timing?: { daylightEnd?: unknown } }) => Array.isArray(a.timing?.daylightEnd)),
    ).toBe(true);
    for (const a of visits) expect(a.timing?.afterDark && a.timing?.daylightEnd).toBeFalsy();
  });

  it('gives the same plan for the same seed and another for a new seed', async () => {
    const a = (await generate(t.app, { tripDetails: trip(), seed: 7 })).json();
    const b = (await generate(t.app, { tripDetails: trip(), seed: 7 })).json();
    const c = (await generate(t.app, { tripDetails: trip(), seed: 8 })).json();
    const titles = (p: { days: { activities: { title: string }[] }[] }) =>
      p.days.flatMap((d) => d.activities.map((x) => x.title)).join('|');
    expect(titles(a)).toBe(titles(b));
    expect(titles(c)).not.toBe(titles(a));
  });

  it('never proposes excluded places', async () => {
    const first = (await generate(t.app, { tripDetails: trip() })).json();
    const used = first.days[0].activities.map((x: { placeId: string }) => x.placeId);
    const again = (await generate(t.app, { tripDetails: trip(), exclude: used })).json();
    const now = again.days.flatMap((d: { activities: { placeId: string }[] }) =>
      d.activities.map((x) => x.placeId),
    );
    expect(now.some((id: string) => used.includes(id))).toBe(false);
  });

  it('plans a place without a guide from Wikidata, and says so', async () => {
    const res = await generate(t.app, {
      tripDetails: trip({
        destination: 'Cologne, North Rhine-Westphalia, Germany',
        destinationPlace: {
          id: '2886242',
          name: 'Cologne',
          formatted: 'Cologne, North Rhine-Westphalia, Germany',
          lat: 50.93333,
          lng: 6.95,
        },
      }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().source).toBe('wikidata');
    expect(res.json().notice).toMatch(/Wikidata/);
  });

  it('answers 422 in plain words naming the destination when nothing real is known, with no server advice', async () => {
    const res = await generate(t.app, {
      tripDetails: trip({
        destination: 'Nowhere Flats',
        destinationPlace: { id: '1', name: 'Nowhere', formatted: 'Nowhere Flats', lat: -45.1, lng: -140.3 },
      }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'We have no places for Nowhere Flats offline. Choose a destination with a guide.',
    );
    expect(res.json().message).not.toMatch(/AI_BASE_URL|operator/);
  });

  it('names the nearby guide destinations when a place cannot be planned', async () => {
    const res = await generate(t.app, {
      tripDetails: trip({
        destination: 'Chefchaouen, Morocco',
        destinationPlace: {
          id: '2553455',
          name: 'Chefchaouen',
          formatted: 'Chefchaouen, Tanger-Tetouan-Al Hoceima, Morocco',
          lat: 35.1688,
          lng: -5.2636,
          countryCode: 'MA',
        },
      }),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(
      /^We have no places for Chefchaouen offline\. Nearby destinations with a guide: .*\(about \d+ km\)/,
    );
    expect(res.json().message).not.toMatch(/AI_BASE_URL|operator/);
  });

  it('asks the AI for places outside the knowledge base, validates them, and falls back when it fails', async () => {
    const c = (await signUp(withAi.app)).cookie;
    const center = { lat: -45.1, lng: -140.3 };
    const place = (i: number, over: Record<string, unknown> = {}) => ({
      name: `Harbour Sight ${i}`,
      lat: center.lat + i * 0.004,
      lng: center.lng,
      address: `${i} Harbour Road`,
      category: i < 3 ? 'restaurant' : 'attraction',
      tags: i < 3 ? ['food'] : ['history'],
      description: 'A long enough description of a real place for the test of the AI path.',
      durationMinutes: 60,
      hours: {
        mon: [['08:00', '23:00']],
        tue: [['08:00', '23:00']],
        wed: [['08:00', '23:00']],
        thu: [['08:00', '23:00']],
        fri: [['08:00', '23:00']],
        sat: [['08:00', '23:00']],
        sun: [['08:00', '23:00']],
      },
      priceLevel: 1,
      cost: 'Free',
      segments: ['morning', 'afternoon', 'evening'],
      ...(i < 3 ? { meals: ['lunch', 'dinner'], dietary: ['vegetarian'] } : {}),
      ...over,
    });
    const far = place(99, { name: 'Far Away Tower', lat: 10, lng: 10 });
    llm.state.respond = () => ({
      kind: 'json',
      content: { places: [...Array.from({ length: 12 }, (_, i) => place(i)), far, place(0)] },
    });
    const tripBody = trip({
      destination: 'Nowhere Flats',
      destinationPlace: { id: '1', name: 'Nowhere', formatted: 'Nowhere Flats', ...center },
    });
    const ok = await generate(withAi.app, { tripDetails: tripBody }, c);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().source).toBe('ai');
    const titles = ok
      .json()
      .days.flatMap((d: { activities: { title: string }[] }) => d.activities.map((a) => a.title));
    expect(titles).not.toContain('Far Away Tower');
    llm.state.respond = () => ({ kind: 'text', content: 'I cannot help with that.' });
    const failed = await generate(withAi.app, { tripDetails: tripBody }, c);
    expect(failed.statusCode).toBe(422);
    expect(failed.json().message).toMatch(/AI provider did not answer/);
  });

  describe('the accommodation, arrival and departure', () => {
    let own: string;
    beforeAll(async () => {
      own = (await signUp(t.app)).cookie;
    });
    const hotel = {
      name: 'Hôtel du Louvre',
      lat: 48.8629,
      lng: 2.3359,
      address: 'Place André Malraux, Paris',
    };
    const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
    const clock = (text: string) => {
      const [, h, m, ap] = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(text)!;
      return ((Number(h) % 12) + (ap === 'PM' ? 12 : 0)) * 60 + Number(m);
    };

    it('starts and ends every day there, after the arrival and back before the departure', async () => {
      const res = await generate(
        t.app,
        { tripDetails: trip({ accommodation: hotel, arrivalTime: '14:00', departureTime: '16:30' }) },
        own,
      );
      expect(res.statusCode).toBe(200);
      const days = res.json().days;
      for (const day of days) {
        expect(day.start).toMatchObject({ name: hotel.name, lat: hotel.lat, lng: hotel.lng });
        expect(day.end).toMatchObject({ name: hotel.name, lat: hotel.lat, lng: hotel.lng });
        expect(day.start.time).toMatch(/^\d{2}:\d{2}$/);
        const first = day.activities[0];
        const last = day.activities.at(-1);
        // The first stop starts after leaving plus the way there; the way back fits before the end.
        expect(clock(first.startTime)).toBeGreaterThanOrEqual(
          toMinutes(day.start.time) + day.start.travel.minutes,
        );
        const end =
          clock(last.endTime) < clock(last.startTime) ? clock(last.endTime) + 1440 : clock(last.endTime);
        const back =
          toMinutes(day.end.time) < toMinutes(day.start.time)
            ? toMinutes(day.end.time) + 1440
            : toMinutes(day.end.time);
        expect(back).toBeGreaterThanOrEqual(end + day.end.travel.minutes);
        for (const a of day.activities) {
          if (a.type === 'lunch' || a.type === 'dinner') {
            expect(a.meal).toBe(a.type);
            expect(Array.isArray(a.dietary)).toBe(true);
          }
        }
      }
      expect(toMinutes(days[0].start.time)).toBeGreaterThanOrEqual(14 * 60);
      expect(toMinutes(days.at(-1).end.time)).toBeLessThanOrEqual(16 * 60 + 30);
    });

    it('answers 400 naming the field for a bad time, a departure before the arrival, or a hotel elsewhere', async () => {
      const cases: [Record<string, unknown>, RegExp][] = [
        [
          { arrivalTime: '25:00' },
          /^tripDetails\.arrivalTime: The arrival time must be a time in the form HH:MM/,
        ],
        [{ departureTime: '9am' }, /^tripDetails\.departureTime: The departure time must be a time/],
        [
          { endDate: start, arrivalTime: '15:00', departureTime: '11:00' },
          /^tripDetails\.departureTime: On a one-day trip the departure time must be after the arrival time\.$/,
        ],
        [
          { accommodation: { ...hotel, name: '' } },
          /^tripDetails\.accommodation\.name: Give the accommodation a name\.$/,
        ],
        [{ accommodation: { ...hotel, lat: 123 } }, /^tripDetails\.accommodation\.lat: /],
        [
          { accommodation: { name: 'Hotel in Lyon', lat: 45.764, lng: 4.8357 } },
          /^tripDetails\.accommodation: The accommodation is \d+ km from Paris: choose a place to stay within \d+ km of the destination\.$/,
        ],
      ];
      for (const [over, message] of cases) {
        const res = await generate(t.app, { tripDetails: trip(over) }, own);
        expect(res.statusCode, JSON.stringify(over)).toBe(400);
        expect(res.json().message).toMatch(message);
        // The issues list names the same field as the message, for clients that mark the field itself.
        const field = (res.json().message as string).split(':')[0];
        expect(res.json().issues?.[0]?.path, JSON.stringify(over)).toBe(field);
      }
    });
  });

  it('validates the trip and requires sign-in', async () => {
    const bad = await generate(t.app, { tripDetails: trip({ interests: [] }) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('tripDetails.interests: Select at least one interest.');
    const long = await generate(t.app, { tripDetails: trip({ endDate: addDays(start, 9) }) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/^tripDetails.endDate: /);
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/generate-itinerary',
      payload: { tripDetails: trip() },
    });
    expect(anon.statusCode).toBe(401);
  });

  it('limits generation per user with 429 and Retry-After', async () => {
    const c = (await signUp(t.app)).cookie;
    let res = await generate(t.app, { tripDetails: trip({ endDate: start }) }, c);
    for (let i = 0; i < 14 && res.statusCode !== 429; i++)
      res = await generate(t.app, { tripDetails: trip({ endDate: start }) }, c);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('POST /api/generate-alternatives', () => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    cookie = (await signUp(t.app)).cookie;
  });
  afterAll(() => t?.close());

  it('suggests real places not already in the plan, for the prompt and the day', async () => {
    const plan = (
      await t.app.inject({
        method: 'POST',
        url: '/api/generate-itinerary',
        payload: { tripDetails: trip() },
        headers: { cookie },
      })
    ).json();
    const current = plan.days.flatMap((d: { activities: unknown[] }) => d.activities);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/generate-alternatives',
      headers: { cookie },
      payload: {
        promptId: 'culinary',
        promptText: 'Local food',
        tripDetails: trip(),
        currentActivities: current,
        day: 1,
      },
    });
    expect(res.statusCode).toBe(200);
    const alts = res.json().alternatives;
    expect(alts.length).toBeGreaterThan(0);
    const inPlan = new Set(current.map((a: { placeId: string }) => a.placeId));
    for (const a of alts) {
      expect(inPlan.has(a.placeId)).toBe(false);
      expect(a.placeId).toMatch(/^paris\//);
      expect(a.day).toBe(1);
      expect(a.tags).toContain('food');
    }
  });

  it('rejects an unknown prompt with the field named', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/generate-alternatives',
      headers: { cookie },
      payload: { promptId: 'shopping-spree', tripDetails: trip(), currentActivities: [] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^promptId: /);
  });
});
