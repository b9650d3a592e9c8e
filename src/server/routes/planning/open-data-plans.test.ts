// Plans from open data through the API, with the app pointed at local servers speaking Overpass, Wikidata and
// Wikipedia: a city without a guide is planned from those servers' places only, on their hours and diets, with
// the attribution; the second plan asks nothing; failures fall back with a word; a town near a guide city gets
// its own plan online and the guide's (saying so) when the services fail; a guide city gets extra food places.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  BORDEAUX_ELEMENTS,
  BORDEAUX_ENTITIES,
  BORDEAUX_GIDS,
  BORDEAUX_PLACE,
  BORDEAUX_SUMMARIES,
  PARIS_FOOD_ELEMENTS,
  SINTRA_ELEMENTS,
  SINTRA_PLACE,
} from '../../../../tests/fixtures/open-data-bordeaux.ts';
import { createTestApp, signUp, type TestApp } from '../../../../tests/helpers/app.ts';
import { startOpenDataServices } from '../../../../tests/helpers/providers/open-data.ts';
import { clockMinutes } from '../../../core/opening-hours.ts';
import { getKnowledgeBase } from '../../../knowledge/index.ts';
import { datesOfTrip, hoursOnDates } from '../../services/open-data/hours.ts';

// Christmas Day 2026 is a Friday, a public holiday in France.
const trip = (over: Record<string, unknown> = {}) => ({
  destination: BORDEAUX_PLACE.formatted,
  destinationPlace: BORDEAUX_PLACE,
  startDate: '2026-12-24',
  endDate: '2026-12-26',
  travelers: 2,
  travelStyle: 'cultural',
  interests: ['museums', 'history', 'architecture', 'food'],
  dietaryPreferences: ['vegetarian'],
  activityLimit: 4,
  activityPace: 'moderate',
  ...over,
});

interface PlannedActivity {
  placeId: string;
  title: string;
  startTime: string;
  endTime: string;
  meal?: string;
  dietary?: string[];
  notice?: string;
  sourceLabel?: string;
  descriptionCredit?: { source: string; licence: string; url: string };
}
interface Plan {
  source: string;
  attribution?: string;
  notice?: string;
  days: { date: string; activities: PlannedActivity[] }[];
}

/** "9:30 AM" -> minutes after midnight. */
function minutesOf(clock: string): number {
  const m = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(clock)!;
  const h = (Number(m[1]) % 12) + (m[3] === 'PM' ? 12 : 0);
  return h * 60 + Number(m[2]);
}

describe('plans from open data (contract, through the API)', () => {
  let services: Awaited<ReturnType<typeof startOpenDataServices>>;
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    services = await startOpenDataServices({
      elements: [...BORDEAUX_ELEMENTS, ...SINTRA_ELEMENTS, ...PARIS_FOOD_ELEMENTS],
      entities: BORDEAUX_ENTITIES,
      summaries: BORDEAUX_SUMMARIES,
    });
    t = await createTestApp('pglite', {
      env: services.env,
      limits: { generationPerUser: { limit: 100, windowMs: 60_000 } },
    });
    cookie = (await signUp(t.app)).cookie;
  });
  afterAll(async () => {
    await t?.close();
    await services?.close();
  });
  beforeEach(() => {
    for (const s of [services.overpass, services.wikidata, services.wikipedia]) s.fault = 'ok';
  });
  // The tests that make a service fail come last: after a failure the app leaves that service alone for a minute.

  const generate = async (body: unknown) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/generate-itinerary',
      payload: body as object,
      headers: { cookie },
    });
    return { status: res.statusCode, body: res.json() as Plan & { message?: string } };
  };
  const activities = (plan: Plan) =>
    plan.days.flatMap((d) => d.activities.map((a) => ({ ...a, date: d.date })));

  it('plans a city without a guide from the servers’ places only, with the attribution', async () => {
    const { status, body } = await generate({ tripDetails: trip() });
    expect(status).toBe(200);
    expect(body.source).toBe('open-data');
    expect(body.attribution).toBe('© OpenStreetMap contributors');
    const all = activities(body);
    expect(all.length).toBeGreaterThan(6);
    for (const a of all) {
      expect(BORDEAUX_GIDS.has(a.placeId)).toBe(true);
      expect(a.sourceLabel).toBe('OpenStreetMap');
    }
    // Lunch and dinner every day, at places serving the vegetarian diet.
    for (const day of body.days) {
      const meals = day.activities.filter((a) => a.meal);
      expect(meals.map((m) => m.meal).sort()).toEqual(['dinner', 'lunch']);
      for (const m of meals) expect(m.dietary).toContain('vegetarian');
    }
  });

  it('keeps every place’s mapped hours on each date, holidays included, and says when hours are unknown', async () => {
    const { body } = await generate({ tripDetails: trip() });
    const byGid = new Map(BORDEAUX_ELEMENTS.map((e) => [`osm/${e.type}/${e.id}`, e]));
    const dates = datesOfTrip('2026-12-24', '2026-12-26');
    let checked = 0;
    for (const a of activities(body)) {
      const hours = byGid.get(a.placeId)!.tags.opening_hours;
      if (!hours) {
        expect(a.notice).toMatch(/Hours not known: check locally/);
        continue;
      }
      const ranges = hoursOnDates(hours, { lat: 44.84, lng: -0.58, countryCode: 'FR' }, dates)!.dated[
        a.date
      ]!;
      const start = minutesOf(a.startTime);
      const end = minutesOf(a.endTime) < start ? minutesOf(a.endTime) + 1440 : minutesOf(a.endTime);
      expect(ranges.some(([o, c]) => clockMinutes(o) <= start && end <= clockMinutes(c))).toBe(true);
      checked++;
    }
    expect(checked).toBeGreaterThan(3);
    // The fine arts museum opens Wednesday to Monday but not on public holidays: never on Christmas Day.
    const christmas = body.days.find((d) => d.date === '2026-12-25')!;
    expect(christmas.activities.map((a) => a.placeId)).not.toContain('osm/way/4003');
  });

  it('credits descriptions taken from Wikipedia with their licence and article', async () => {
    const { body } = await generate({ tripDetails: trip({ activityLimit: 6 }) });
    const basilica = activities(body).find((a) => a.placeId === 'osm/way/4001');
    expect(basilica?.descriptionCredit).toEqual({
      source: 'Wikipedia',
      licence: 'CC BY-SA 4.0',
      url: 'https://en.wikipedia.org/wiki/Bordeaux_Cathedral',
    });
  });

  it('makes no request for a second plan of the same area', async () => {
    await generate({ tripDetails: trip() });
    const before = services.requestCount();
    const { status } = await generate({
      tripDetails: trip({ startDate: '2027-01-05', endDate: '2027-01-06' }),
    });
    expect(status).toBe(200);
    expect(services.requestCount()).toBe(before);
  });

  it('adds food places from open data to a guide city, keeping the guide’s first and crediting the map', async () => {
    const paris = {
      id: '2988507',
      name: 'Paris',
      formatted: 'Paris, Île-de-France, France',
      lat: 48.85341,
      lng: 2.3488,
      countryCode: 'FR',
    };
    const tripDetails = trip({
      destination: paris.formatted,
      destinationPlace: paris,
      startDate: '2027-03-02',
      endDate: '2027-03-05',
      interests: ['food', 'local'],
      travelStyle: 'foodie',
    });
    // The guide's places come first: a plan of the guide alone when they serve, with no credit to give.
    const first = await generate({ tripDetails });
    expect(first.status).toBe(200);
    const firstOsm = activities(first.body).filter((a) => a.placeId.startsWith('osm/'));
    if (!firstOsm.length) {
      expect(first.body.source).toBe('knowledge-base');
      expect(first.body.attribution).toBeUndefined();
    } else {
      const firstGuide = activities(first.body).filter((a) => a.placeId.startsWith('paris/'));
      expect(firstGuide.length).toBeGreaterThan(firstOsm.length);
      expect(first.body.attribution).toBe('© OpenStreetMap contributors');
    }
    // With the guide's food places already used (excluded), meals come from open data, credited.
    const guideFood = getKnowledgeBase()
      .placesOf('paris')
      .filter((p) => p.meals?.length)
      .map((p) => p.globalId);
    const { status, body } = await generate({ tripDetails, exclude: guideFood });
    expect(status).toBe(200);
    const all = activities(body);
    const osm = all.filter((a) => a.placeId.startsWith('osm/'));
    const guide = all.filter((a) => a.placeId.startsWith('paris/'));
    expect(osm.length).toBeGreaterThan(0);
    expect(guide.length).toBeGreaterThan(0);
    expect(body.source).toBe('mixed');
    expect(body.attribution).toBe('© OpenStreetMap contributors');
    expect(osm.every((a) => a.meal && a.sourceLabel === 'OpenStreetMap')).toBe(true);
    expect(guide.every((a) => a.sourceLabel === 'Wayfarer guide')).toBe(true);
    // The food-only query was asked, around the city.
    expect(services.overpass.queries.some((q) => !q.includes('.sights') && q.includes('48.85'))).toBe(true);
  });
  it('plans a town near a guide city from its own places online, and from the guide (saying so) offline', async () => {
    const online = await generate({
      tripDetails: trip({ destination: SINTRA_PLACE.formatted, destinationPlace: SINTRA_PLACE }),
    });
    expect(online.status).toBe(200);
    expect(online.body.source).toBe('open-data');
    expect(
      activities(online.body).every(
        (a) => a.placeId.startsWith('osm/way/70') || a.placeId.startsWith('osm/node/71'),
      ),
    ).toBe(true);

    // Another town near Lisbon that the services have never been asked about, with Overpass down.
    services.overpass.fault = 'http500';
    const cascais = {
      id: '2269594',
      name: 'Cascais',
      formatted: 'Cascais, Lisbon, Portugal',
      lat: 38.6979,
      lng: -9.4215,
      countryCode: 'PT',
    };
    const offline = await generate({
      tripDetails: trip({ destination: cascais.formatted, destinationPlace: cascais }),
    });
    expect(offline.status).toBe(200);
    expect(offline.body.source).toBe('knowledge-base');
    expect(offline.body.notice).toMatch(
      /^OpenStreetMap did not answer, so this plan uses Lisbon's guide: Cascais has no guide of its own, and Lisbon is \d+ km away\./,
    );
  });

  it('falls back to the offline Wikidata places, saying so, when the services are down and nothing is cached', async () => {
    services.overpass.fault = 'http500';
    // Cologne: no guide, not asked before, with Wikidata places offline.
    const cologne = {
      id: '2886242',
      name: 'Cologne',
      formatted: 'Cologne, North Rhine-Westphalia, Germany',
      lat: 50.93333,
      lng: 6.95,
      countryCode: 'DE',
    };
    const { status, body } = await generate({
      tripDetails: trip({ destination: cologne.formatted, destinationPlace: cologne }),
    });
    expect(status).toBe(200);
    expect(body.source).toBe('wikidata');
    expect(body.notice).toMatch(
      /^Cologne has no guide, and OpenStreetMap did not answer: this plan uses museums/,
    );
    expect(body.attribution).toBeUndefined();
  });
});

describe('plans when the open-data services hang (no network)', () => {
  let services: Awaited<ReturnType<typeof startOpenDataServices>>;
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    services = await startOpenDataServices({});
    for (const s of [services.overpass, services.wikidata, services.wikipedia, services.nominatim])
      s.fault = 'hang';
    t = await createTestApp('pglite', { env: { ...services.env, OPEN_DATA_TIMEOUT_MS: '1500' } });
    cookie = (await signUp(t.app)).cookie;
  });
  afterAll(async () => {
    await t?.close();
    await services?.close();
  });
  const generate = async (tripDetails: unknown) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/generate-itinerary',
      payload: { tripDetails },
      headers: { cookie },
    });
    return { status: res.statusCode, body: res.json() as Plan };
  };

  it('plans a guide city from its guide alone, and a city without one offline with a word', async () => {
    const paris = await generate(
      trip({
        destination: 'Paris, Île-de-France, France',
        destinationPlace: {
          id: '2988507',
          name: 'Paris',
          formatted: 'Paris, Île-de-France, France',
          lat: 48.85341,
          lng: 2.3488,
          countryCode: 'FR',
        },
      }),
    );
    expect(paris.status).toBe(200);
    expect(paris.body.source).toBe('knowledge-base');
    expect(paris.body.attribution).toBeUndefined();

    const cologne = await generate(
      trip({
        destination: 'Cologne, North Rhine-Westphalia, Germany',
        destinationPlace: {
          id: '2886242',
          name: 'Cologne',
          formatted: 'Cologne, North Rhine-Westphalia, Germany',
          lat: 50.93333,
          lng: 6.95,
          countryCode: 'DE',
        },
      }),
    );
    expect(cologne.status).toBe(200);
    expect(cologne.body.source).toBe('wikidata');
    expect(cologne.body.notice).toMatch(/OpenStreetMap did not answer/);
    // After the failure the service is left alone: the next plan does not wait for it again.
    const asked = services.overpass.requests.length;
    await generate(
      trip({
        destination: 'Cologne, North Rhine-Westphalia, Germany',
        destinationPlace: {
          id: '2886242',
          name: 'Cologne',
          formatted: 'Cologne, North Rhine-Westphalia, Germany',
          lat: 50.93333,
          lng: 6.95,
          countryCode: 'DE',
        },
      }),
    );
    expect(services.overpass.requests.length).toBe(asked);
  });
});
