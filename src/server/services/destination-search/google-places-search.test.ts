// Contract test: the Google implementation against a local server that speaks Places API (New).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type FakeGooglePlaces,
  startFakeGooglePlaces,
} from '../../../../tests/helpers/google-places-server.ts';
import { createDestinationSearch, FallbackDestinationSearch } from './destination-search.ts';
import { GazetteerDestinationSearch } from './gazetteer-search.ts';
import { GooglePlacesDestinationSearch, GooglePlacesError, REGION_TYPES } from './google-places-search.ts';

describe('Google Places destination search (contract)', () => {
  let google: FakeGooglePlaces;
  const make = (opts: { apiKey?: string; timeoutMs?: number } = {}) =>
    new GooglePlacesDestinationSearch({
      apiKey: opts.apiKey ?? google.apiKey,
      baseUrl: google.baseUrl,
      timeoutMs: opts.timeoutMs ?? 2000,
    });

  beforeAll(async () => {
    google = await startFakeGooglePlaces();
  });
  afterAll(() => google?.close());
  beforeEach(() => {
    google.mode = 'ok';
    google.missing.clear();
    google.requests.length = 0;
  });

  it('asks for region types only, then details with a field mask, and answers "City, Region, Country"', async () => {
    const results = await make().search('Pari', 8);
    expect(results).toEqual([
      {
        id: 'test-paris-fr',
        name: 'Paris',
        formatted: 'Paris, Île-de-France, France',
        lat: 48.8575475,
        lng: 2.3513765,
        timeZone: 'Europe/Paris',
        countryCode: 'FR',
      },
      {
        id: 'test-paris-tx',
        name: 'Paris',
        formatted: 'Paris, Texas, United States',
        lat: 33.6609389,
        lng: -95.555513,
        timeZone: 'America/Chicago',
        countryCode: 'US',
      },
    ]);
    const [autocomplete, ...details] = google.requests;
    expect(autocomplete).toMatchObject({
      method: 'POST',
      path: '/v1/places:autocomplete',
      body: { input: 'Pari', includedPrimaryTypes: [...REGION_TYPES], languageCode: 'en' },
    });
    expect(autocomplete!.headers['x-goog-api-key']).toBe(google.apiKey);
    expect(autocomplete!.headers['content-type']).toBe('application/json');
    expect(REGION_TYPES.length).toBeLessThanOrEqual(5);
    expect(details.map((r) => r.path)).toEqual([
      '/v1/places/test-paris-fr?languageCode=en',
      '/v1/places/test-paris-tx?languageCode=en',
    ]);
    expect(String(details[0]!.headers['x-goog-fieldmask']).split(',')).toEqual(
      expect.arrayContaining(['location', 'addressComponents', 'timeZone', 'displayName']),
    );
  });

  it('leaves out a repeated region name and respects the limit', async () => {
    expect((await make().search('kyo', 8))[0]?.formatted).toBe('Kyoto, Japan');
    expect(await make().search('paris', 1)).toHaveLength(1);
  });

  it('does not call Google for queries under 2 characters, and answers no places for unknown text', async () => {
    expect(await make().search(' p ', 8)).toEqual([]);
    expect(google.requests).toHaveLength(0);
    expect(await make().search('zzqx', 8)).toEqual([]);
  });

  it('reuses the details of places it has seen', async () => {
    const search = make();
    await search.search('paris', 8);
    google.requests.length = 0;
    await search.search('pari', 8);
    expect(google.requests.map((r) => r.path)).toEqual(['/v1/places:autocomplete']);
  });

  it('skips a place whose details are gone (404)', async () => {
    google.missing.add('test-paris-tx');
    expect((await make().search('paris', 8)).map((p) => p.id)).toEqual(['test-paris-fr']);
  });

  it("throws Google's own message on a bad key or a server error, and a timeout when Google hangs", async () => {
    await expect(make({ apiKey: 'wrong' }).search('paris', 8)).rejects.toThrow(
      new GooglePlacesError(
        403,
        'Google Places answered 403: API key not valid. Please pass a valid API key.',
      ),
    );
    google.mode = 'error';
    await expect(make().search('paris', 8)).rejects.toThrow(/answered 500: Internal error encountered/);
    google.mode = 'hang';
    await expect(make({ timeoutMs: 200 }).search('paris', 8)).rejects.toThrow(/timeout|aborted/i);
  });

  it('falls back to the gazetteer when Google fails, and reports why', async () => {
    google.mode = 'error';
    const errors: unknown[] = [];
    const search = new FallbackDestinationSearch(make(), new GazetteerDestinationSearch(), (err) =>
      errors.push(err),
    );
    const results = await search.search('paris', 8);
    expect(results[0]).toMatchObject({
      id: '2988507',
      formatted: 'Paris, Île-de-France, France',
      countryCode: 'FR',
    });
    expect(errors).toHaveLength(1);
    expect(String(errors[0])).toMatch(/500/);
    google.mode = 'ok';
    expect((await search.search('paris', 8))[0]?.id).toBe('test-paris-fr');
  });

  it('uses the gazetteer alone without a key', async () => {
    const search = createDestinationSearch({ googleMapsApiKey: undefined });
    expect(search).toBeInstanceOf(GazetteerDestinationSearch);
    expect(createDestinationSearch({ googleMapsApiKey: 'k' })).toBeInstanceOf(FallbackDestinationSearch);
  });
});
