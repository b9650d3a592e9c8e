import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../../../tests/helpers/app.ts';
import { drivers } from '../../../../tests/helpers/db.ts';
import { startWikimedia, type WikimediaServer } from '../../../../tests/helpers/providers/wikimedia.ts';
import { OPEN_NOW_MAX_IDS, openNowUrl, picturesUrl } from '../../../core/api/places.ts';
import { getKnowledgeBase } from '../../../knowledge/index.ts';
import { itemFor, PICTURES_UNAVAILABLE } from '../../services/photos/pictures.ts';

describe.each(drivers)('places API, offline from the knowledge base (%s)', (driver) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(driver);
    ({ cookie } = await signUp(t.app));
  });
  afterAll(() => t?.close());

  const search = (payload: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/places/search',
      payload: payload as object,
      headers: { cookie },
    });
  const get = (url: string) => t.app.inject({ url, headers: { cookie } });

  it('finds a known place by name, by "name, city" and by "name city"', async () => {
    for (const query of ['Eiffel Tower', 'Eiffel Tower, Paris', 'eiffel tower paris']) {
      const res = await search({ query });
      expect(res.statusCode, query).toBe(200);
      const body = res.json();
      expect(body.source).toBe('knowledge');
      expect(body.results[0]).toMatchObject({
        place_id: 'paris/eiffel-tower',
        name: 'Eiffel Tower',
        geometry: { location: { lat: expect.closeTo(48.858, 2), lng: expect.closeTo(2.294, 2) } },
      });
      expect(body.results[0].formatted_address).toMatch(/Paris, France$/);
    }
  });

  it('prefers places near the given point', async () => {
    const res = await search({ query: 'museum', near: { lat: 48.8566, lng: 2.3522 } });
    expect(res.statusCode).toBe(200);
    const { results } = res.json();
    expect(results.length).toBeGreaterThan(0);
    for (const r of results) expect(r.place_id.startsWith('paris/')).toBe(true);
  });

  it('answers an empty list for a place it does not know (never an invented one)', async () => {
    const res = await search({ query: 'Zzyzx Imaginary Palace' });
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual([]);
  });

  it('refuses bad search input with a 400 naming the field', async () => {
    const short = await search({ query: 'a' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('query: Query must be at least 2 characters.');
    const missing = await search({});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^query: /);
    const near = await search({ query: 'museum', near: { lat: 123, lng: 0 } });
    expect(near.statusCode).toBe(400);
    expect(near.json().message).toBe('near.lat: lat must be -90 to 90.');
  });

  it('needs a session', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/places/search',
      payload: { query: 'Louvre' },
    });
    expect(res.statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/places/paris%2Feiffel-tower' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/places/photos?query=Louvre' })).statusCode).toBe(401);
  });

  it('gives details: name, rating, address, weekday hours, open now, website, location, photos', async () => {
    const res = await get('/api/places/paris%2Feiffel-tower');
    expect(res.statusCode).toBe(200);
    const { result } = res.json();
    expect(result).toMatchObject({
      place_id: 'paris/eiffel-tower',
      name: 'Eiffel Tower',
      rating: 4.7,
      website: 'https://www.toureiffel.paris',
      category: 'landmark',
      source: 'knowledge',
      geometry: { location: { lat: 48.8584, lng: 2.2945 } },
    });
    expect(result.opening_hours.weekday_text).toHaveLength(7);
    expect(result.opening_hours.weekday_text[0]).toBe('Monday: 9:30 AM – 11:45 PM');
    expect(typeof result.opening_hours.open_now).toBe('boolean');
    expect(result.photos).toEqual([
      { url: '/api/places/photos?query=Eiffel%20Tower%2C%20Paris', kind: 'illustration' },
    ]);
    // The knowledge base has no reviews, and none are made up.
    expect(result.reviews).toBeUndefined();
  });

  it("answers a day's Open Now in one request, null for what it does not know", async () => {
    const ids = ['paris/eiffel-tower', 'paris/louvre', 'paris/no-such-place', 'ChIJunknownGoogleId'];
    const res = await get(openNowUrl([...ids, 'paris/eiffel-tower']));
    expect(res.statusCode).toBe(200);
    const { openNow } = res.json();
    expect(Object.keys(openNow).sort()).toEqual([...ids].sort());
    // The same answer as each place's details gives.
    for (const id of ids.slice(0, 2)) {
      const details = (await get(`/api/places/${encodeURIComponent(id)}`)).json().result;
      expect(openNow[id], id).toBe(details.opening_hours.open_now);
    }
    expect(openNow['paris/no-such-place']).toBeNull();
    expect(openNow.ChIJunknownGoogleId).toBeNull();
  });

  it('refuses an Open Now request without ids or with too many, and without a session', async () => {
    for (const [url, message] of [
      ['/api/places/open-now', 'ids: Give the place ids, separated by commas.'],
      ['/api/places/open-now?ids=', 'ids: Give at least one place id.'],
      ['/api/places/open-now?ids=,,', 'ids: Give at least one place id.'],
      [openNowUrl(['x'.repeat(301)]), 'ids.0: Place id is too long.'],
    ]) {
      const res = await get(url!);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toBe(message);
    }
    const many = await get(openNowUrl(Array.from({ length: OPEN_NOW_MAX_IDS + 1 }, (_, i) => `paris/p${i}`)));
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe(`ids: Give at most ${OPEN_NOW_MAX_IDS} place ids.`);
    expect((await t.app.inject({ url: openNowUrl(['paris/eiffel-tower']) })).statusCode).toBe(401);
  });

  it('answers 404 with the popover text for an unknown place', async () => {
    for (const id of ['paris%2Fno-such-place', 'nowhere%2Fthing', 'ChIJunknownGoogleId']) {
      const res = await get(`/api/places/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe('No place details found for this location.');
    }
  });

  it('lists knowledge-base places near a point, nearest first, within the radius', async () => {
    const res = await get('/api/places/nearby?lat=48.8584&lng=2.2945&radiusKm=2&limit=5');
    expect(res.statusCode).toBe(200);
    const { places } = res.json();
    expect(places[0]).toMatchObject({ place_id: 'paris/eiffel-tower', distanceKm: 0 });
    expect(places.length).toBeLessThanOrEqual(5);
    const distances = places.map((p: { distanceKm: number }) => p.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(2);
  });

  it('refuses bad nearby input', async () => {
    const res = await get('/api/places/nearby?lat=abc&lng=2');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^lat: /);
    const far = await get('/api/places/nearby?lat=48&lng=2&radiusKm=500');
    expect(far.statusCode).toBe(400);
    expect(far.json().message).toBe('radiusKm: radiusKm must be 0.1 to 25.');
  });

  it('draws a deterministic, labelled illustration for a place, cached', async () => {
    const a = await get('/api/places/photos?query=Eiffel%20Tower%2C%20Paris');
    expect(a.statusCode).toBe(200);
    expect(a.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(a.headers['cache-control']).toMatch(/max-age=\d+/);
    expect(a.body).toContain('Illustration of Eiffel Tower');
    expect(a.body).toContain('>Illustration<');
    const b = await get('/api/places/photos?query=Eiffel%20Tower%2C%20Paris');
    expect(b.body).toBe(a.body);
    const other = await get('/api/places/photos?query=Louvre');
    expect(other.body).not.toBe(a.body);
  });

  it('draws a city for a destination and escapes any text it is given', async () => {
    const city = await get('/api/places/photos?query=Kyoto%2C%20Japan');
    expect(city.statusCode).toBe(200);
    expect(city.body).toContain('Illustration of Kyoto');
    const odd = await get(`/api/places/photos?query=${encodeURIComponent('<script>alert(1)</script> & co')}`);
    expect(odd.statusCode).toBe(200);
    expect(odd.body).not.toContain('<script>');
    expect(odd.body).toContain('&lt;script&gt;');
    expect(odd.headers['content-security-policy']).toContain('sandbox');
  });

  it('refuses a photo request without a query', async () => {
    const res = await get('/api/places/photos');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^query: /);
  });
});

describe('place photographs from Wikimedia (GET /api/places/pictures)', () => {
  let t: TestApp;
  let cookie: string;
  let wikimedia: WikimediaServer;
  beforeAll(async () => {
    wikimedia = await startWikimedia();
    wikimedia.items.set('Q243', 'Tower.jpg');
    wikimedia.files.set('Tower.jpg', {
      artist: 'Ann Example',
      license: 'CC BY 4.0',
      width: 800,
      height: 1200,
    });
    t = await createTestApp('pglite', { env: wikimedia.env });
    ({ cookie } = await signUp(t.app));
  });
  afterAll(async () => {
    await t?.close();
    await wikimedia?.close();
  });
  const get = (url: string) => t.app.inject({ url, headers: { cookie } });

  it('answers each place id: a photograph sized for the slot with its credit, or null', async () => {
    const paris = getKnowledgeBase();
    const sight = itemFor(paris, 'paris');
    expect(sight?.subject).toBeTruthy();
    if (sight) wikimedia.items.set(sight.qid, 'Tower.jpg');
    const res = await get(
      picturesUrl(['paris/eiffel-tower', 'paris/le-marais', 'nowhere/else', 'paris'], 320),
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
    const { pictures, notice } = res.json();
    expect(notice).toBeUndefined();
    expect(pictures['paris/eiffel-tower']).toEqual({
      url: `${wikimedia.url}/thumbs/320x480/Tower.jpg`,
      width: 320,
      height: 480,
      author: 'Ann Example',
      license: 'CC BY 4.0',
      fileUrl: `${wikimedia.url}/wiki/File:Tower.jpg`,
    });
    expect(pictures['paris/le-marais']).toBeNull();
    expect(pictures['nowhere/else']).toBeNull();
    // A destination is shown by its best-known sight, and the photograph says which.
    expect(pictures.paris).toMatchObject({
      url: `${wikimedia.url}/thumbs/320x480/Tower.jpg`,
      subject: sight?.subject,
    });
    // The browser may load the thumbnails: their origin is in img-src.
    expect(String(res.headers['content-security-policy'])).toMatch(
      new RegExp(`img-src [^;]*${wikimedia.url.replace(/[.]/g, '\\.')}`),
    );
  });

  it('refuses a width that is not a slot size, and needs a session', async () => {
    const bad = await get('/api/places/pictures?ids=paris/eiffel-tower&width=5000');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/width must be one of 160, 320, 640/);
    expect((await t.app.inject({ url: picturesUrl(['paris/eiffel-tower'], 160) })).statusCode).toBe(401);
  });

  it('says so when Wikimedia fails and nothing is cached: every place null, a notice, nothing kept', async () => {
    wikimedia.fault = 'http500';
    try {
      const res = await get(picturesUrl(['paris/louvre'], 640));
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual({ pictures: { 'paris/louvre': null }, notice: PICTURES_UNAVAILABLE });
    } finally {
      wikimedia.fault = 'ok';
    }
  });
});
