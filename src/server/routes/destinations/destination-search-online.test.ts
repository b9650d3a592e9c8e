// Destination search as a traveller types it: slips, short forms, exact names first, a country after a comma,
// the guide marks, and the online geocoder (a local server speaking Nominatim's jsonv2) asked only when the
// gazetteer finds too little, once per query, at most one request a second.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../../../tests/helpers/app.ts';
import { nominatimResult, startOpenDataServices } from '../../../../tests/helpers/providers/open-data.ts';

interface Suggestion {
  id: string;
  name: string;
  formatted: string;
  countryCode?: string;
  guide?: boolean;
}

describe('GET /api/places/autocomplete with the geocoder', () => {
  let services: Awaited<ReturnType<typeof startOpenDataServices>>;
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    services = await startOpenDataServices({
      geocoder: {
        hallstatt: [
          nominatimResult({
            osmType: 'relation',
            osmId: 75413,
            name: 'Hallstatt',
            lat: 47.5622,
            lon: 13.6493,
            type: 'village',
            state: 'Upper Austria',
            country: 'Austria',
            countryCode: 'AT',
          }),
        ],
        'queenstown, new zealand': [
          nominatimResult({
            osmType: 'node',
            osmId: 3200000,
            name: 'Queenstown',
            lat: -45.0302,
            lon: 168.6627,
            type: 'town',
            state: 'Otago',
            country: 'New Zealand',
            countryCode: 'NZ',
          }),
        ],
        santorini: [
          {
            ...nominatimResult({
              osmType: 'relation',
              osmId: 1226000,
              name: 'Santorini',
              lat: 36.4072,
              lon: 25.4567,
              type: 'island',
              state: 'South Aegean',
              country: 'Greece',
              countryCode: 'GR',
            }),
          },
          // Not a destination: a shop of the same name.
          {
            ...nominatimResult({
              osmType: 'node',
              osmId: 5,
              name: 'Santorini',
              lat: 40,
              lon: -3,
              type: 'shop',
              country: 'Spain',
              countryCode: 'ES',
            }),
            category: 'shop',
            addresstype: 'shop',
          },
        ],
      },
    });
    t = await createTestApp('pglite', { env: services.env });
    ({ cookie } = await signUp(t.app));
  });
  afterAll(async () => {
    await t?.close();
    await services?.close();
  });

  const results = async (q: string): Promise<Suggestion[]> => {
    const res = await t.app.inject({
      url: `/api/places/autocomplete?q=${encodeURIComponent(q)}`,
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    return res.json().results;
  };

  it('forgives a typing slip', async () => {
    expect((await results('Lisbn'))[0]).toMatchObject({ name: 'Lisbon', countryCode: 'PT', guide: true });
    expect((await results('Barcelna'))[0]).toMatchObject({ name: 'Barcelona', countryCode: 'ES' });
  });

  it('knows the common short forms', async () => {
    expect((await results('NYC'))[0]?.name).toBe('New York City');
    expect((await results('LA'))[0]?.name).toBe('Los Angeles');
    expect((await results('SF'))[0]?.name).toBe('San Francisco');
    expect((await results('DC'))[0]).toMatchObject({ name: 'Washington', countryCode: 'US' });
  });

  it('ranks an exact name first: Petra is Petra, Jordan, with its guide', async () => {
    const petra = await results('Petra');
    expect(petra[0]).toMatchObject({ name: 'Petra', countryCode: 'JO', guide: true });
    expect(petra.findIndex((p) => p.name === 'Saint Petersburg')).not.toBe(0);
  });

  it('marks destinations with a full guide and only those', async () => {
    const paris = await results('Paris');
    expect(paris[0]).toMatchObject({ formatted: 'Paris, Île-de-France, France', guide: true });
    expect(paris.find((p) => p.formatted.includes('Texas'))?.guide).toBeUndefined();
  });

  it('asks the geocoder only when the gazetteer finds too little, and caches its answer', async () => {
    services.nominatim.requests.length = 0;
    await results('Paris');
    await results('Lisbn');
    expect(services.nominatim.requests).toHaveLength(0);

    const hallstatt = await results('Hallstatt');
    expect(hallstatt[0]).toMatchObject({
      id: 'osm:relation:75413',
      name: 'Hallstatt',
      formatted: 'Hallstatt, Upper Austria, Austria',
      countryCode: 'AT',
      // Nominatim gives no time zone: the nearest gazetteer city's.
      timeZone: 'Europe/Vienna',
    });
    expect(services.nominatim.requests).toHaveLength(1);
    const request = services.nominatim.requests[0]!;
    expect(request.url).toMatch(/format=jsonv2/);
    expect(request.headers['user-agent']).toMatch(/Wayfarer\/.*tests@wayfarer\.invalid/);
    await results('Hallstatt');
    await results('hallstatt');
    expect(services.nominatim.requests).toHaveLength(1);
  });

  it('picks the country named after a comma, from the geocoder when the gazetteer has none there', async () => {
    const found = await results('Queenstown, New Zealand');
    expect(found[0]).toMatchObject({
      name: 'Queenstown',
      countryCode: 'NZ',
      formatted: 'Queenstown, Otago, New Zealand',
    });
  });

  it('keeps only destinations from the geocoder, and spaces its requests a second apart', async () => {
    const before = services.nominatim.requests.length;
    // When each geocoder request leaves the server: fetch is watched, not replaced.
    const started: number[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      if (String(input).startsWith(services.nominatim.url)) started.push(Date.now());
      return realFetch(input, init);
    };
    try {
      const santorini = await results('Santorini');
      expect(santorini.map((s) => s.countryCode)).toEqual(['GR']);
      await results('Cinque Terre');
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(services.nominatim.requests.length - before).toBe(2);
    expect(started).toHaveLength(2);
    // A second apart, give or take the few milliseconds a loaded machine may put between the service's own stamp
    // and this watcher's (see provider.test.ts); two requests sent together would be a few milliseconds apart.
    expect(started[1]! - started[0]!).toBeGreaterThanOrEqual(990);
  });

  it('answers from the gazetteer alone when the geocoder fails', async () => {
    services.nominatim.fault = 'http500';
    expect(await results('Sintraa')).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'Sintra' })]),
    );
    // A country named after a comma that the gazetteer does not hold there: nothing from another country.
    const queenstown = await results('Queenstown, New Zealand');
    expect(queenstown.filter((p) => p.countryCode !== 'NZ')).toEqual([]);
    services.nominatim.fault = 'ok';
  });
});
