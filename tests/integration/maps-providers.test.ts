// The networked providers, each against a loopback server speaking its documented API: Google Places (New),
// Google Distance Matrix and OSRM. Success paths, and every failure falling back (and saying so).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openNowUrl } from '../../src/core/api/places.ts';
import { createTestApp, signUp, type TestApp } from '../helpers/app.ts';
import { FAKE_JPEG, GOOGLE_TEST_KEY, startFakeGoogle } from '../helpers/providers/google.ts';
import { startFakeOsrm, UNROUTABLE } from '../helpers/providers/osrm.ts';
import type { FakeServer } from '../helpers/providers/server.ts';

const EIFFEL = { lat: 48.8584, lng: 2.2945 };
const LOUVRE = { lat: 48.8606, lng: 2.3376 };
const ORSAY = { lat: 48.86, lng: 2.3266 };
const GOOGLE_EIFFEL = 'ChIJLU7jZClu5kcR4PcOOO6p3I0';

describe('Google Places (New) and Distance Matrix', () => {
  let google: FakeServer;
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    google = await startFakeGoogle();
    t = await createTestApp('pglite', {
      env: {
        GOOGLE_MAPS_API_KEY: GOOGLE_TEST_KEY,
        GOOGLE_PLACES_BASE_URL: google.url,
        GOOGLE_MAPS_BASE_URL: google.url,
        MAPS_PROVIDER_TIMEOUT_MS: '500',
      },
    });
    ({ cookie } = await signUp(t.app));
  });
  afterAll(async () => {
    await t?.close();
    await google?.close();
  });
  beforeEach(() => {
    google.fault = 'ok';
    google.requests.length = 0;
  });

  const post = (url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers: { cookie } });
  const get = (url: string) => t.app.inject({ url, headers: { cookie } });

  it('hands the key to the browser and names Google as the travel-time source', async () => {
    const res = await get('/api/maps/config');
    expect(res.json()).toMatchObject({
      googleMapsApiKey: GOOGLE_TEST_KEY,
      routing: 'google',
      traffic: false,
    });
  });

  it('searches with Text Search (New): key and field mask in headers, bias circle in the body', async () => {
    const res = await post('/api/places/search', { query: 'Eiffel Tower', near: { lat: 48.85, lng: 2.35 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      source: 'google',
      results: [
        {
          place_id: GOOGLE_EIFFEL,
          name: 'Eiffel Tower',
          formatted_address: 'Av. Gustave Eiffel, 75007 Paris, France',
          geometry: { location: { lat: 48.8583701, lng: 2.2944813 } },
        },
      ],
    });
    const sent = google.requests[0]!;
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('/v1/places:searchText');
    expect(sent.headers['x-goog-api-key']).toBe(GOOGLE_TEST_KEY);
    expect(sent.headers['x-goog-fieldmask']).toBe(
      'places.id,places.displayName,places.formattedAddress,places.location',
    );
    expect(JSON.parse(sent.body)).toMatchObject({
      textQuery: 'Eiffel Tower',
      locationBias: { circle: { center: { latitude: 48.85, longitude: 2.35 }, radius: 50000 } },
    });
  });

  it('answers no results when Google finds nothing', async () => {
    const res = await post('/api/places/search', { query: 'qqqq zzzz' });
    expect(res.json()).toEqual({ source: 'google', results: [] });
  });

  it.each(['http500', 'hang', 'garbage'] as const)(
    'falls back to the knowledge base when Google search fails (%s)',
    async (fault) => {
      google.fault = fault;
      const res = await post('/api/places/search', { query: 'Eiffel Tower, Paris' });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.source).toBe('knowledge');
      expect(body.notice).toMatch(/places provider failed/);
      expect(body.results[0].place_id).toBe('paris/eiffel-tower');
    },
  );

  it('gives Place Details (New) in the popover shape: hours, open now, reviews, website, photos', async () => {
    const res = await get(`/api/places/${GOOGLE_EIFFEL}`);
    expect(res.statusCode).toBe(200);
    const { result } = res.json();
    expect(result).toEqual({
      place_id: GOOGLE_EIFFEL,
      name: 'Eiffel Tower',
      rating: 4.7,
      formatted_address: 'Av. Gustave Eiffel, 75007 Paris, France',
      opening_hours: {
        // currentOpeningHours wins for "now"; the weekday lines are the regular ones.
        open_now: false,
        weekday_text: ['Monday: 9:30 AM – 11:45 PM', 'Tuesday: 9:30 AM – 11:45 PM'],
      },
      reviews: [
        {
          text: 'Worth the queue for the view from the top at sunset.',
          author_name: 'R. Traveller',
          rating: 5,
        },
      ],
      website: 'https://www.toureiffel.paris/',
      geometry: { location: { lat: 48.8583701, lng: 2.2944813 } },
      photos: [
        {
          url: `/api/places/photos?query=Eiffel%20Tower&ref=${encodeURIComponent(`places/${GOOGLE_EIFFEL}/photos/AUc7tXPhoto1`)}`,
          kind: 'photo',
          attribution: 'A Photographer',
        },
      ],
      source: 'google',
    });
    expect(google.requests[0]!.headers['x-goog-fieldmask']).toContain('regularOpeningHours');
  });

  it('still answers knowledge-base ids from the knowledge base', async () => {
    const res = await get('/api/places/paris%2Feiffel-tower');
    expect(res.json().result.source).toBe('knowledge');
    expect(google.requests).toHaveLength(0);
  });

  it('answers 404 for a place Google does not know, and 502 when Google is down', async () => {
    const unknown = await get('/api/places/ChIJdoesNotExist0000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('No place details found for this location.');
    google.fault = 'http500';
    const down = await get(`/api/places/${GOOGLE_EIFFEL}`);
    expect(down.statusCode).toBe(502);
    expect(down.json().message).toMatch(/places service is unavailable/);
  });

  it("answers a day's Open Now in one request: Google, knowledge-base and unknown ids; null when Google fails", async () => {
    const res = await get(openNowUrl([GOOGLE_EIFFEL, 'paris/eiffel-tower', 'ChIJdoesNotExist0000']));
    expect(res.statusCode).toBe(200);
    const { openNow } = res.json();
    expect(Object.keys(openNow)).toHaveLength(3);
    // currentOpeningHours.openNow, as in the details.
    expect(openNow[GOOGLE_EIFFEL]).toBe(false);
    expect(typeof openNow['paris/eiffel-tower']).toBe('boolean');
    expect(openNow.ChIJdoesNotExist0000).toBeNull();

    google.fault = 'http500';
    const down = await get(openNowUrl([GOOGLE_EIFFEL, 'paris/eiffel-tower']));
    expect(down.statusCode).toBe(200);
    expect(down.json().openNow[GOOGLE_EIFFEL]).toBeNull();
    expect(typeof down.json().openNow['paris/eiffel-tower']).toBe('boolean');
  });

  it('serves a Google photo through Place Photos (New) media, with its credit', async () => {
    const ref = `places/${GOOGLE_EIFFEL}/photos/AUc7tXPhoto1`;
    const res = await get(`/api/places/photos?query=Eiffel%20Tower&ref=${encodeURIComponent(ref)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.rawPayload.equals(FAKE_JPEG)).toBe(true);
    // The credit travels with the details' photo list; a photo fetched by reference alone has none here.
    expect(res.headers['x-photo-attribution']).toBeUndefined();
    const media = google.requests.find((r) => r.url.includes('/media?'))!;
    expect(media.url).toMatch(new RegExp(`^/v1/${ref}/media\\?maxWidthPx=800&skipHttpRedirect=true&key=`));
  });

  it('finds a photo by text search when no reference is given', async () => {
    const res = await get('/api/places/photos?query=Eiffel%20Tower');
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(decodeURIComponent(String(res.headers['x-photo-attribution']))).toBe('A Photographer');
    expect(google.requests[0]!.headers['x-goog-fieldmask']).toBe('places.id,places.photos');
  });

  it('draws an illustration when Google has no photo or fails', async () => {
    const none = await get('/api/places/photos?query=Louvre%20Museum');
    expect(none.headers['content-type']).toMatch(/^image\/svg\+xml/);
    google.fault = 'hang';
    const down = await get('/api/places/photos?query=Eiffel%20Tower');
    expect(down.statusCode).toBe(200);
    expect(down.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(down.body).toContain('Illustration of Eiffel Tower');
  });

  it('asks the Distance Matrix API with lat,lng and text, and passes its elements through', async () => {
    const res = await post('/api/directions/distance-matrix', {
      origins: [EIFFEL, 'Louvre Museum'],
      destinations: [ORSAY],
      mode: 'walking',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'OK', source: 'google' });
    expect(body.rows[0].elements[0]).toMatchObject({
      status: 'OK',
      mode: 'walking',
      duration: { text: expect.stringMatching(/mins$/) },
    });
    expect(body.rows[1].elements[0].status).toBe('OK');
    const url = new URL(google.requests[0]!.url, google.url);
    expect(url.pathname).toBe('/maps/api/distancematrix/json');
    expect(url.searchParams.get('origins')).toBe('48.8584,2.2945|Louvre Museum');
    expect(url.searchParams.get('destinations')).toBe('48.86,2.3266');
    expect(url.searchParams.get('mode')).toBe('walking');
    expect(url.searchParams.get('key')).toBe(GOOGLE_TEST_KEY);
  });

  it.each(['http500', 'hang', 'garbage'] as const)(
    'falls back to the estimator when the Distance Matrix fails (%s)',
    async (fault) => {
      google.fault = fault;
      const res = await post('/api/directions/distance-matrix', {
        origins: [EIFFEL],
        destinations: [LOUVRE],
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ status: 'OK', source: 'estimate' });
      expect(body.notice).toBe('Google Maps failed; these travel times are estimates.');
      expect(body.rows[0].elements[0].status).toBe('OK');
    },
  );
});

describe('Google Directions for route lines', () => {
  let google: FakeServer;
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    google = await startFakeGoogle();
    t = await createTestApp('pglite', {
      env: {
        GOOGLE_MAPS_API_KEY: GOOGLE_TEST_KEY,
        GOOGLE_MAPS_BASE_URL: google.url,
        MAPS_PROVIDER_TIMEOUT_MS: '500',
      },
    });
    ({ cookie } = await signUp(t.app));
  });
  afterAll(async () => {
    await t?.close();
    await google?.close();
  });
  const route = (points: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/directions/route', payload: { points }, headers: { cookie } });

  it('draws the decoded overview polyline, with the legs summed', async () => {
    google.fault = 'ok';
    const res = await route([EIFFEL, ORSAY, LOUVRE]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.source).toBe('google');
    // The stand-in bends each leg through a midpoint: 3 stops make 5 points.
    expect(body.coordinates).toHaveLength(5);
    expect(body.coordinates[0]).toEqual([EIFFEL.lng, EIFFEL.lat]);
    expect(body.coordinates[4]).toEqual([LOUVRE.lng, LOUVRE.lat]);
    expect(body.distanceMeters).toBeGreaterThan(3000);
    const url = new URL(google.requests.at(-1)!.url, google.url);
    expect(url.pathname).toBe('/maps/api/directions/json');
    expect(url.searchParams.get('origin')).toBe('48.8584,2.2945');
    expect(url.searchParams.get('destination')).toBe('48.8606,2.3376');
    expect(url.searchParams.get('waypoints')).toBe('48.86,2.3266');
    expect(url.searchParams.get('mode')).toBe('driving');
  });

  it.each(['http500', 'hang', 'garbage'] as const)(
    'falls back to straight lines when Directions fails (%s)',
    async (fault) => {
      google.fault = fault;
      const body = (await route([EIFFEL, LOUVRE])).json();
      expect(body).toMatchObject({
        source: 'estimate',
        notice: 'Google Maps failed; the line joins the stops directly.',
      });
      expect(body.coordinates).toEqual([
        [EIFFEL.lng, EIFFEL.lat],
        [LOUVRE.lng, LOUVRE.lat],
      ]);
    },
  );
});

describe('Google with a key it refuses', () => {
  it('falls back on REQUEST_DENIED and on 403', async () => {
    const google = await startFakeGoogle();
    const t = await createTestApp('pglite', {
      env: {
        GOOGLE_MAPS_API_KEY: 'wrong-key',
        GOOGLE_PLACES_BASE_URL: google.url,
        GOOGLE_MAPS_BASE_URL: google.url,
      },
    });
    try {
      const { cookie } = await signUp(t.app);
      const matrix = await t.app.inject({
        method: 'POST',
        url: '/api/directions/distance-matrix',
        payload: { origins: [EIFFEL], destinations: [LOUVRE] },
        headers: { cookie },
      });
      expect(matrix.json()).toMatchObject({ status: 'OK', source: 'estimate' });
      const search = await t.app.inject({
        method: 'POST',
        url: '/api/places/search',
        payload: { query: 'Louvre' },
        headers: { cookie },
      });
      expect(search.json().source).toBe('knowledge');
    } finally {
      await t.close();
      await google.close();
    }
  });
});

describe('OSRM', () => {
  let osrm: FakeServer;
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    osrm = await startFakeOsrm();
    t = await createTestApp('pglite', { env: { OSRM_URL: osrm.url, MAPS_PROVIDER_TIMEOUT_MS: '500' } });
    ({ cookie } = await signUp(t.app));
  });
  afterAll(async () => {
    await t?.close();
    await osrm?.close();
  });
  beforeEach(() => {
    osrm.fault = 'ok';
    osrm.requests.length = 0;
  });
  const post = (url: string, payload: unknown) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers: { cookie } });

  it('fills a matrix from the table service (lng,lat order, sources and destinations)', async () => {
    const res = await post('/api/directions/distance-matrix', {
      origins: [EIFFEL, LOUVRE],
      destinations: [ORSAY],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.source).toBe('osrm');
    expect(body.rows.map((r: { elements: { status: string }[] }) => r.elements[0]!.status)).toEqual([
      'OK',
      'OK',
    ]);
    expect(body.rows[0].elements[0].distance.text).toMatch(/km$/);
    const url = new URL(osrm.requests[0]!.url, osrm.url);
    expect(url.pathname).toBe('/table/v1/driving/2.294500,48.858400;2.337600,48.860600;2.326600,48.860000');
    expect(url.searchParams.get('sources')).toBe('0;1');
    expect(url.searchParams.get('destinations')).toBe('2');
    expect(url.searchParams.get('annotations')).toBe('duration,distance');
  });

  it('marks unroutable pairs ZERO_RESULTS and unknown places NOT_FOUND', async () => {
    const res = await post('/api/directions/distance-matrix', {
      origins: [EIFFEL],
      destinations: [{ lat: UNROUTABLE[1], lng: UNROUTABLE[0] }, 'Nowhere-at-all-xyz'],
    });
    const [sea, unknown] = res.json().rows[0].elements;
    expect(sea).toEqual({ status: 'ZERO_RESULTS' });
    expect(unknown).toEqual({ status: 'NOT_FOUND' });
  });

  it('estimates walking itself: an OSRM server routes one profile', async () => {
    const res = await post('/api/directions/distance-matrix', {
      origins: [EIFFEL],
      destinations: [LOUVRE],
      mode: 'walking',
    });
    expect(res.json()).toMatchObject({ source: 'estimate' });
    expect(res.json().notice).toBeUndefined();
    expect(osrm.requests).toHaveLength(0);
  });

  it('draws road geometry from the route service', async () => {
    const res = await post('/api/directions/route', { points: [EIFFEL, ORSAY, LOUVRE] });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.source).toBe('osrm');
    expect(body.coordinates.length).toBe(5);
    expect(body.coordinates[0]).toEqual([EIFFEL.lng, EIFFEL.lat]);
    const url = new URL(osrm.requests[0]!.url, osrm.url);
    expect(url.pathname.startsWith('/route/v1/driving/')).toBe(true);
    expect(url.searchParams.get('overview')).toBe('full');
    expect(url.searchParams.get('geometries')).toBe('geojson');
  });

  it.each(['http500', 'hang', 'garbage'] as const)(
    'falls back to estimates and straight lines when OSRM fails (%s)',
    async (fault) => {
      osrm.fault = fault;
      const matrix = await post('/api/directions/distance-matrix', {
        origins: [EIFFEL],
        destinations: [LOUVRE],
      });
      expect(matrix.json()).toMatchObject({
        status: 'OK',
        source: 'estimate',
        notice: 'OSRM failed; these travel times are estimates.',
      });
      const route = await post('/api/directions/route', { points: [EIFFEL, LOUVRE] });
      expect(route.json()).toMatchObject({
        source: 'estimate',
        coordinates: [
          [EIFFEL.lng, EIFFEL.lat],
          [LOUVRE.lng, LOUVRE.lat],
        ],
      });
      expect(route.json().notice).toMatch(/OSRM failed/);
    },
  );

  it('falls back when OSRM answers an error code (NoRoute)', async () => {
    const route = await post('/api/directions/route', {
      points: [EIFFEL, { lat: UNROUTABLE[1], lng: UNROUTABLE[0] }],
    });
    expect(route.json().source).toBe('estimate');
  });
});
