// Which requests look the session up: API routes do; pages, assets, map data and health checks never use the user,
// so a signed-in browser's cookie costs them no query and they keep answering while the sessions are unreadable.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../../tests/helpers/app.ts';
import { drivers } from '../../../tests/helpers/db.ts';

describe.each(drivers)('session lookup (%s)', (driver) => {
  let t: TestApp;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(driver);
    cookie = (await signUp(t.app)).cookie;
  });
  afterAll(() => t?.close());

  const get = (url: string) => t.app.inject({ url, headers: { cookie } });

  it('is skipped by health checks and the map data, and done by API routes', async () => {
    expect((await get('/api/user')).statusCode).toBe(200);
    // Make every session lookup fail: only requests that look the session up notice.
    await t.database.db.execute(sql`alter table sessions rename to sessions_away`);
    try {
      expect((await get('/healthz')).statusCode).toBe(200);
      expect((await get('/api/maps/style.json')).statusCode).toBe(200);
      expect((await get('/api/maps/cities.geojson')).statusCode).toBe(200);
      expect((await get('/api/maps/tiles/0/0/0.pbf')).statusCode).toBe(200);
      // The maps configuration is the user's (it needs a session), like every other API route.
      expect((await get('/api/maps/config')).statusCode).toBeGreaterThanOrEqual(500);
      expect((await get('/api/user')).statusCode).toBeGreaterThanOrEqual(500);
      expect((await get('/api/itineraries')).statusCode).toBeGreaterThanOrEqual(500);
    } finally {
      await t.database.db.execute(sql`alter table sessions_away rename to sessions`);
    }
    expect((await get('/api/user')).statusCode).toBe(200);
  });
});
