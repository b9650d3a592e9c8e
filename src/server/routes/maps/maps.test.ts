import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../../../tests/helpers/app.ts';
import { drivers } from '../../../../tests/helpers/db.ts';
import { haversineKm } from '../../../core/geo.ts';
import { DEFAULT_ESTIMATOR } from '../../../planner/travel.ts';

const EIFFEL = { lat: 48.8584, lng: 2.2945 };
const LOUVRE = { lat: 48.8606, lng: 2.3376 };
const ORSAY = { lat: 48.86, lng: 2.3266 };

describe.each(drivers)('maps API offline (%s)', (driver) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(driver);
    ({ cookie } = await signUp(t.app));
  });
  afterAll(() => t?.close());

  const matrix = (payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/directions/distance-matrix',
      payload: payload as object,
      headers: { cookie },
    });

  it('answers the map configuration: no key, the offline style, no traffic', async () => {
    for (const url of ['/api/maps/config', '/api/google-maps-key']) {
      const res = await t.app.inject({ url, headers: { cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        googleMapsApiKey: '',
        styleUrl: '/api/maps/style.json',
        attribution: 'Natural Earth, GeoNames',
        provider: 'offline',
        traffic: false,
        routing: 'estimate',
      });
    }
    // Signed out (a shared plan's viewer): the same public configuration.
    const signedOut = await t.app.inject({ url: '/api/maps/config' });
    expect(signedOut.statusCode).toBe(200);
    expect(signedOut.json().styleUrl).toBe('/api/maps/style.json');
  });

  it('gives the provider key to signed-in users only', async () => {
    const t = await createTestApp('pglite', { env: { GOOGLE_MAPS_API_KEY: 'test-key-123' } });
    try {
      const { cookie } = await signUp(t.app);
      const signedIn = (await t.app.inject({ url: '/api/maps/config', headers: { cookie } })).json();
      expect(signedIn.googleMapsApiKey).toBe('test-key-123');
      const signedOut = await t.app.inject({ url: '/api/maps/config' });
      expect(signedOut.statusCode).toBe(200);
      expect(signedOut.json().googleMapsApiKey).toBe('');
      expect(signedOut.json().routing).toBe('google');
    } finally {
      await t.close();
    }
  });

  it('serves an offline style whose sources are this server', async () => {
    const res = await t.app.inject({ url: '/api/maps/style.json', headers: { host: 'maps.test' } });
    expect(res.statusCode).toBe(200);
    const style = res.json();
    expect(style.version).toBe(8);
    expect(style.glyphs).toBeUndefined();
    expect(style.sources.countries).toMatchObject({
      type: 'vector',
      tiles: ['http://maps.test/api/maps/tiles/{z}/{x}/{y}.pbf'],
      maxzoom: 8,
    });
    expect(style.sources.cities.data).toBe('http://maps.test/api/maps/cities.geojson');
    expect(style.layers.map((l: { id: string }) => l.id)).toEqual(
      expect.arrayContaining(['water', 'land', 'borders', 'city-labels-2']),
    );
    // Past zoom 11 only the biggest cities keep their labels (each label's glyphs are drawn on the main thread).
    const layer = (id: string) => style.layers.find((l: { id: string }) => l.id === id);
    expect(layer('city-labels-2').maxzoom).toBeUndefined();
    expect(layer('city-labels-3').maxzoom).toBe(11);
    expect(layer('city-labels-4.5').maxzoom).toBe(11);
  });

  it('cuts Natural Earth countries into vector tiles, gzipped when asked, empty at sea', async () => {
    const world = await t.app.inject({
      url: '/api/maps/tiles/0/0/0.pbf',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(world.statusCode).toBe(200);
    expect(world.headers['content-type']).toBe('application/x-protobuf');
    expect(world.headers['content-encoding']).toBe('gzip');
    const bytes = gunzipSync(world.rawPayload);
    expect(bytes.length).toBeGreaterThan(10_000);
    // The layer name and country names are in the protobuf as plain strings.
    expect(bytes.toString('latin1')).toContain('countries');
    expect(bytes.toString('latin1')).toContain('France');
    const plain = await t.app.inject({ url: '/api/maps/tiles/8/75/96.pbf' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    // The South Pacific far from any island at zoom 6: nothing but sea.
    const sea = await t.app.inject({ url: '/api/maps/tiles/6/8/39.pbf' });
    expect(sea.statusCode).toBe(204);
    const deep = await t.app.inject({ url: '/api/maps/tiles/9/0/0.pbf' });
    expect(deep.statusCode).toBe(400);
    expect(deep.json().message).toBe('z: z must be at most 8.');
    const outside = await t.app.inject({ url: '/api/maps/tiles/2/4/0.pbf' });
    expect(outside.statusCode).toBe(400);
    expect(outside.json().message).toBe('x: x and y must be inside the zoom level.');
  });

  it('serves the largest cities and capitals from the gazetteer, biggest first', async () => {
    const res = await t.app.inject({ url: '/api/maps/cities.geojson' });
    expect(res.statusCode).toBe(200);
    const data = res.json();
    const names = data.features.map((f: { properties: { name: string } }) => f.properties.name);
    expect(names).toEqual(expect.arrayContaining(['Tokyo', 'Paris', 'Canberra', 'Reykjavík']));
    const pops = data.features.map((f: { properties: { population: number } }) => f.properties.population);
    expect(pops).toEqual([...pops].sort((a, b) => b - a));
    for (const f of data.features) {
      expect(f.properties.population >= 500_000 || f.properties.capital).toBe(true);
    }
  });

  it("estimates a distance matrix in Google's shape, saying it is an estimate", async () => {
    const res = await matrix({ origins: [EIFFEL, LOUVRE], destinations: [LOUVRE, ORSAY] });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('OK');
    expect(body.source).toBe('estimate');
    expect(body.notice).toBeUndefined();
    expect(body.rows).toHaveLength(2);
    const el = body.rows[0].elements[0];
    expect(el.status).toBe('OK');
    expect(el.mode).toBe('driving');
    // 3.2 km straight x 1.3 detour, ridden at the planner's urban speed plus its overhead.
    const km = haversineKm(EIFFEL, LOUVRE) * DEFAULT_ESTIMATOR.detourFactor;
    const minutes = Math.ceil(DEFAULT_ESTIMATOR.overheadMinutes + (km / DEFAULT_ESTIMATOR.urbanKmh) * 60);
    expect(el.distance.value).toBeGreaterThan(4000);
    expect(el.distance.value).toBeLessThan(4500);
    expect(el.distance.text).toMatch(/^4\.\d km$/);
    expect(el.duration.value).toBe(minutes * 60);
    expect(el.duration.text).toBe(`${minutes} mins`);
  });

  it('walks when asked, and locates places and cities given as text', async () => {
    const res = await matrix({
      origins: ['Eiffel Tower, Paris'],
      destinations: ['48.8606,2.3376', 'Nowhere-at-all-xyz'],
      mode: 'walking',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.origin_addresses).toEqual(['Eiffel Tower, Paris']);
    const [ok, missing] = body.rows[0].elements;
    expect(ok).toMatchObject({ status: 'OK', mode: 'walking' });
    expect(ok.duration.value).toBeGreaterThan(50 * 60);
    expect(missing).toEqual({ status: 'NOT_FOUND' });
  });

  it('refuses bad matrix input with a 400 naming the field', async () => {
    const cases: [unknown, RegExp][] = [
      [{ destinations: [EIFFEL] }, /^origins: /],
      [{ origins: [], destinations: [EIFFEL] }, /^origins: origins must list at least one place\.$/],
      [{ origins: [EIFFEL], destinations: [EIFFEL], mode: 'flying' }, /^mode: mode must be driving/],
      [{ origins: [{ lat: 91, lng: 0 }], destinations: [EIFFEL] }, /lat must be -90 to 90/],
      [
        { origins: Array(11).fill(EIFFEL), destinations: Array(10).fill(LOUVRE) },
        /^destinations: origins x destinations may be at most 100 pairs\.$/,
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await matrix(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/directions/distance-matrix',
          payload: { origins: [EIFFEL], destinations: [LOUVRE] },
        })
      ).statusCode,
    ).toBe(401);
  });

  it('draws a shared plan’s route for a viewer without an account, as estimated straight segments', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/directions/route',
      payload: { points: [EIFFEL, ORSAY] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().source).toBe('estimate');
  });

  it('draws a route as straight segments through the stops when no router is configured', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/directions/route',
      payload: { points: [EIFFEL, ORSAY, LOUVRE] },
      headers: { cookie },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.source).toBe('estimate');
    expect(body.coordinates).toEqual([
      [EIFFEL.lng, EIFFEL.lat],
      [ORSAY.lng, ORSAY.lat],
      [LOUVRE.lng, LOUVRE.lat],
    ]);
    expect(body.distanceMeters).toBeGreaterThan(4000);
    const one = await t.app.inject({
      method: 'POST',
      url: '/api/directions/route',
      payload: { points: [EIFFEL] },
      headers: { cookie },
    });
    expect(one.statusCode).toBe(400);
    expect(one.json().message).toBe('points: points must list at least 2 places.');
  });
});

describe('map configuration with MAP_STYLE_URL', () => {
  it("wraps an XYZ tile template in a raster style with OpenStreetMap's attribution, and allows its host in the CSP", async () => {
    const t = await createTestApp('pglite', {
      env: { MAP_STYLE_URL: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' },
    });
    try {
      const { cookie } = await signUp(t.app);
      const config = (await t.app.inject({ url: '/api/maps/config', headers: { cookie } })).json();
      expect(config).toMatchObject({ provider: 'style', styleUrl: '/api/maps/style.json', traffic: false });
      expect(config.attribution).toContain('OpenStreetMap');
      const style = await t.app.inject({ url: '/api/maps/style.json' });
      expect(style.json().sources.base).toMatchObject({
        type: 'raster',
        tiles: ['https://tile.openstreetmap.org/{z}/{x}/{y}.png'],
        tileSize: 256,
      });
      const csp = String(style.headers['content-security-policy']);
      expect(csp).toMatch(/img-src [^;]*https:\/\/tile\.openstreetmap\.org/);
      expect(csp).toMatch(/connect-src [^;]*https:\/\/tile\.openstreetmap\.org/);
    } finally {
      await t.close();
    }
  });

  it('hands a style document URL to the browser as it is, with the configured attribution and traffic', async () => {
    const t = await createTestApp('pglite', {
      env: {
        MAP_STYLE_URL: 'https://tiles.example.org/styles/liberty.json',
        MAP_ATTRIBUTION: '© Example Tiles',
        MAP_TRAFFIC_URL: 'https://traffic.example.org/{z}/{x}/{y}.png',
      },
    });
    try {
      const { cookie } = await signUp(t.app);
      const config = (await t.app.inject({ url: '/api/maps/config', headers: { cookie } })).json();
      expect(config).toEqual({
        googleMapsApiKey: '',
        styleUrl: 'https://tiles.example.org/styles/liberty.json',
        attribution: '© Example Tiles',
        provider: 'style',
        traffic: true,
        trafficTiles: 'https://traffic.example.org/{z}/{x}/{y}.png',
        routing: 'estimate',
      });
    } finally {
      await t.close();
    }
  });
});
