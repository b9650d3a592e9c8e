import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../../../tests/helpers/app.ts';
import { drivers } from '../../../../tests/helpers/db.ts';

describe.each(drivers)('GET /api/places/autocomplete (%s)', (driver) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(driver);
    ({ cookie } = await signUp(t.app));
  });
  afterAll(() => t?.close());

  const search = async (q: string | undefined, headers: Record<string, string> = { cookie }) => {
    const url =
      q === undefined ? '/api/places/autocomplete' : `/api/places/autocomplete?q=${encodeURIComponent(q)}`;
    return t.app.inject({ url, headers });
  };
  const results = async (q: string) => {
    const res = await search(q);
    expect(res.statusCode).toBe(200);
    return (res.json() as { results: { name: string; formatted: string; countryCode: string }[] }).results;
  };

  it('ranks Paris, France first for "paris", with the documented shape', async () => {
    const res = await search('paris');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.results.length).toBeLessThanOrEqual(8);
    expect(body.results[0]).toEqual({
      id: '2988507',
      name: 'Paris',
      formatted: 'Paris, Île-de-France, France',
      lat: expect.closeTo(48.85, 1),
      lng: expect.closeTo(2.35, 1),
      timeZone: 'Europe/Paris',
      countryCode: 'FR',
      guide: true,
    });
  });

  it('finds São Paulo without accents, New York City from "new y", and Kyoto first without losing Tokyo', async () => {
    expect((await results('sao paulo'))[0]).toMatchObject({ name: 'São Paulo', countryCode: 'BR' });
    expect((await results('new y'))[0]?.formatted).toBe('New York City, New York, United States');
    const kyo = (await results('kyo')).map((p) => p.name);
    expect(kyo[0]).toBe('Kyoto');
    expect(kyo).toContain('Tokyo');
  });

  it('answers at most 8 places, and none for 1-character, blank or garbage queries', async () => {
    expect(await results('sa')).toHaveLength(8);
    for (const q of [
      'p',
      '',
      '   ',
      'qxzvqxzv',
      '%%%',
      '🙂🙂🙂',
      '\u0001\u0002',
      "'; drop table users; --",
    ]) {
      expect(await results(q)).toEqual([]);
    }
    // PostgreSQL cannot hold the NUL character, so every route refuses it at the door.
    const nul = await search('\u0000\u0001');
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toBe('q: Text may not contain the NUL character.');
  });

  it('refuses a missing or too-long query with a clear 400 naming q', async () => {
    const missing = await search(undefined);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('q: Type the name of a place to search for.');
    const long = await search('a'.repeat(201));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('q: Search for at most 200 characters.');
  });

  it('needs sign-in (401 for anonymous visitors)', async () => {
    const res = await search('paris', {});
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Please sign in to continue.');
  });
});
