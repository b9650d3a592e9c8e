// Google Places serving the place pool (contract): a local server speaking Places API (New) Text Search as
// documented (API key and field mask headers, `places` with types, location, regularOpeningHours.periods,
// priceLevel, servesVegetarianFood...), through the same interface as open data.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendJson, startFakeServer } from '../../../../tests/helpers/providers/server.ts';
import type { TripDetails } from '../../../core/trip.ts';
import { getKnowledgeBase } from '../../../knowledge/index.ts';
import { placePool } from '../planning/place-pool.ts';
import { ProviderError } from '../provider-http.ts';
import { GooglePoolProvider, weeklyHours } from './google-pool.ts';

const KEY = 'AIzaTestKey-pool';
const CENTER = { lat: 44.8412, lng: -0.5805 };

/** Daily 10:00-18:00 except Mondays, as Google's periods (Sunday is day 0). */
const museumPeriods = [0, 2, 3, 4, 5, 6].map((day) => ({
  open: { day, hour: 10, minute: 0 },
  close: { day, hour: 18, minute: 0 },
}));
const lunchDinner = [0, 1, 2, 3, 4, 5, 6].flatMap((day) => [
  { open: { day, hour: 12, minute: 0 }, close: { day, hour: 14, minute: 30 } },
  { open: { day, hour: 19, minute: 0 }, close: { day: (day + 1) % 7, hour: 0, minute: 30 } },
]);

function place(i: number, types: string[], extra: Record<string, unknown> = {}) {
  return {
    id: `ChIJtest${String(i).padStart(4, '0')}abcdef`,
    displayName: { text: `Test ${types[0]} ${i}`, languageCode: 'en' },
    formattedAddress: `${i} Test Street, Bordeaux, France`,
    location: { latitude: CENTER.lat + i * 0.001, longitude: CENTER.lng + i * 0.001 },
    types: [...types, 'point_of_interest', 'establishment'],
    rating: 4.2,
    ...extra,
  };
}

const PLACES = [
  ...Array.from({ length: 6 }, (_, i) =>
    place(i, ['museum'], { regularOpeningHours: { periods: museumPeriods } }),
  ),
  ...Array.from({ length: 6 }, (_, i) => place(10 + i, ['tourist_attraction'])),
  ...Array.from({ length: 6 }, (_, i) =>
    place(20 + i, ['restaurant', 'food'], {
      regularOpeningHours: { periods: lunchDinner },
      priceLevel: 'PRICE_LEVEL_MODERATE',
      servesVegetarianFood: i % 2 === 0,
      servesLunch: true,
      servesDinner: true,
    }),
  ),
];

describe('Google Places as a pool provider (contract)', () => {
  let google: Awaited<ReturnType<typeof startFakeServer>>;
  beforeAll(async () => {
    google = await startFakeServer((req, url, body, res) => {
      if (req.method !== 'POST' || url.pathname !== '/v1/places:searchText') return sendJson(res, 404, {});
      if (req.headers['x-goog-api-key'] !== KEY) {
        return sendJson(res, 403, {
          error: {
            code: 403,
            message: 'API key not valid. Please pass a valid API key.',
            status: 'PERMISSION_DENIED',
          },
        });
      }
      const mask = String(req.headers['x-goog-fieldmask'] ?? '');
      if (!mask)
        return sendJson(res, 400, { error: { code: 400, message: 'FieldMask is a required parameter.' } });
      const { textQuery } = JSON.parse(body) as { textQuery: string };
      const wanted = /museum/.test(textQuery)
        ? 'museum'
        : /restaurant/.test(textQuery)
          ? 'restaurant'
          : /sights/.test(textQuery)
            ? 'tourist_attraction'
            : 'none';
      const fields = mask.split(',').map((f) => f.replace(/^places\./, ''));
      const found = PLACES.filter((p) => p.types.includes(wanted)).map((p) =>
        Object.fromEntries(Object.entries(p).filter(([k]) => fields.includes(k))),
      );
      sendJson(res, 200, found.length ? { places: found } : {});
    });
  });
  afterAll(() => google?.close());

  const trip: TripDetails = {
    destination: 'Bordeaux',
    startDate: '2027-03-01',
    endDate: '2027-03-03',
    travelers: 2,
    travelStyle: 'cultural',
    interests: ['museums', 'food'],
    dietaryPreferences: ['vegetarian'],
    activityLimit: 4,
    activityPace: 'moderate',
  } as TripDetails;
  const area = { name: 'Bordeaux', center: CENTER, countryCode: 'FR' };

  it('reads sights and restaurants with their hours, price, rating and diets', async () => {
    const provider = new GooglePoolProvider({ apiKey: KEY, baseUrl: google.url, timeoutMs: 2000 });
    const { places, attribution } = await provider.destinationPlaces(area, trip);
    expect(attribution).toBe('Places data © Google');
    const museum = places.find((p) => p.category === 'museum')!;
    expect(museum.hours.mon).toEqual([]);
    expect(museum.hours.tue).toEqual([['10:00', '18:00']]);
    expect(museum.hoursUnknown).toBeUndefined();
    const restaurant = places.find((p) => p.category === 'restaurant' && p.dietary?.includes('vegetarian'))!;
    expect(restaurant.hours.fri).toEqual([
      ['12:00', '14:30'],
      ['19:00', '24:30'],
    ]);
    expect(restaurant).toMatchObject({ meals: ['lunch', 'dinner'], priceLevel: 2, rating: 4.2 });
    const attraction = places.find((p) => p.category === 'attraction')!;
    expect(attraction.hoursUnknown).toBe(true);
    const request = google.requests[0]!;
    expect(String(request.headers['x-goog-fieldmask'])).toMatch(/places\.regularOpeningHours/);
    expect(JSON.parse(request.body)).toMatchObject({
      textQuery: 'top sights in Bordeaux',
      locationBias: { circle: {} },
    });
  });

  it('serves the pool through the same interface, before open data', async () => {
    const kb = getKnowledgeBase();
    const failing = {
      source: 'open-data' as const,
      label: 'OpenStreetMap',
      destinationPlaces: async () => {
        throw new ProviderError('OpenStreetMap', 'must not be asked');
      },
      foodNear: async () => ({ places: [], attribution: '' }),
    };
    const pool = await placePool(
      { kind: 'place', name: 'Bordeaux, Nouvelle-Aquitaine, France', center: CENTER, countryCode: 'FR' },
      { kb, trip, providers: [new GooglePoolProvider({ apiKey: KEY, baseUrl: google.url }), failing] },
    );
    expect(pool.source).toBe('google');
    expect(pool.attribution).toBe('Places data © Google');
    expect(pool.places.every((p) => p.gid.startsWith('google/'))).toBe(true);
  });

  it('fails with Google’s own message on a bad key, so the pool falls back', async () => {
    const provider = new GooglePoolProvider({ apiKey: 'wrong', baseUrl: google.url });
    await expect(provider.destinationPlaces(area, trip)).rejects.toThrow(/403: API key not valid/);
  });

  it('reads Google periods, round the clock included', () => {
    expect(weeklyHours([{ open: { day: 0, hour: 0, minute: 0 } }])?.wed).toEqual([['00:00', '24:00']]);
    expect(weeklyHours(undefined)).toBeUndefined();
  });
});
