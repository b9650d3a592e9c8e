import { gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecondInstance, createTestApp, signUp, type TestApp } from '../../../../tests/helpers/app.ts';
import { drivers } from '../../../../tests/helpers/db.ts';
import { samplePlan } from '../../../../tests/helpers/plans.ts';
import type { SavedPlan } from '../../../core/api/itineraries.ts';
import { itineraries, trips, users } from '../../db/schema.ts';
import { gzippedList, PlanListCache } from './list-cache.ts';

describe('PlanListCache', () => {
  const counter = () => {
    let builds = 0;
    return {
      build: async () => JSON.stringify({ build: ++builds }),
      get builds() {
        return builds;
      },
    };
  };

  it('serves the list it built while the version stays, and builds again when it moves', async () => {
    const cache = new PlanListCache(1024 * 1024);
    const b = counter();
    expect((await cache.list('u1', 3, b.build)).body.toString()).toBe('{"build":1}');
    expect((await cache.list('u1', 3, b.build)).body.toString()).toBe('{"build":1}');
    expect((await cache.list('u1', 4, b.build)).body.toString()).toBe('{"build":2}');
    expect((await cache.list('u2', 4, b.build)).body.toString()).toBe('{"build":3}');
    expect(b.builds).toBe(3);
  });

  it('keeps the most recently used lists within its bytes, and nothing at 0', async () => {
    const small = new PlanListCache(40);
    const b = counter();
    await small.list('u1', 1, b.build); // 11 bytes each, counted as 16 with room for compressed copies
    await small.list('u2', 1, b.build);
    await small.list('u1', 1, b.build); // u1 used last
    await small.list('u3', 1, b.build); // 48 would not fit: u2 goes
    expect(b.builds).toBe(3);
    await small.list('u1', 1, b.build);
    expect(b.builds).toBe(3);
    await small.list('u2', 1, b.build);
    expect(b.builds).toBe(4);

    const off = new PlanListCache(0);
    const c = counter();
    await off.list('u1', 1, c.build);
    await off.list('u1', 1, c.build);
    expect(c.builds).toBe(2);
  });
});

describe('gzippedList', () => {
  it('gzips a list once, to bytes that give the list back', () => {
    const body = Buffer.from(
      JSON.stringify(Array.from({ length: 100 }, (_, i) => ({ id: i, name: `Trip ${i}` }))),
    );
    const list = { version: 1, body };
    const gz = gzippedList(list);
    expect(gunzipSync(gz)).toEqual(body);
    expect(gz.length).toBeLessThan(body.length / 4);
    expect(gzippedList(list)).toBe(gz);
  });
});

describe.each(drivers)('the saved-plans list across instances (%s)', (driver) => {
  let first: TestApp;
  let second: Awaited<ReturnType<typeof createSecondInstance>>;
  beforeAll(async () => {
    first = await createTestApp(driver);
    second = await createSecondInstance(first);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  const request = (
    app: TestApp['app'],
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    cookie: string,
    payload?: object,
  ) => app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  const listOn = async (app: TestApp['app'], cookie: string) => {
    const res = await request(app, 'GET', '/api/itineraries', cookie);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as SavedPlan[];
  };
  const plansVersion = async (userId: string) => {
    const [row] = await first.database.db
      .select({ v: users.plansVersion })
      .from(users)
      .where(eq(users.id, userId));
    return row!.v;
  };

  it('counts every change to a user’s plans and trips, whoever makes it, and no one else’s', async () => {
    const alice = await signUp(first.app);
    const bob = await signUp(first.app);
    const steps: number[] = [await plansVersion(alice.user.id)];
    const saved = (
      await request(first.app, 'POST', '/api/itineraries', alice.cookie, samplePlan())
    ).json() as SavedPlan;
    steps.push(await plansVersion(alice.user.id));
    await request(first.app, 'PUT', `/api/itineraries/${saved.id}`, alice.cookie, samplePlan({ days: 2 }));
    steps.push(await plansVersion(alice.user.id));
    // By hand, outside the application (a fix, a restore): still counted.
    await first.database.db
      .update(trips)
      .set({ destination: 'Porto, Portugal' })
      .where(eq(trips.id, saved.tripId));
    steps.push(await plansVersion(alice.user.id));
    await first.database.db.execute(sql`update ${itineraries} set name = 'Renamed' where id = ${saved.id}`);
    steps.push(await plansVersion(alice.user.id));
    await request(first.app, 'DELETE', `/api/trips/${saved.id}`, alice.cookie);
    steps.push(await plansVersion(alice.user.id));
    for (let i = 1; i < steps.length; i++) expect(steps[i], `step ${i}`).toBeGreaterThan(steps[i - 1]!);
    expect(await plansVersion(bob.user.id)).toBe(0);
  });

  it('shows a change made through another instance at once', async () => {
    const alice = await signUp(first.app);
    const saved = (
      await request(first.app, 'POST', '/api/itineraries', alice.cookie, samplePlan())
    ).json() as SavedPlan;
    expect((await listOn(first.app, alice.cookie)).map((p) => p.destination)).toEqual(['Lisbon, Portugal']);
    expect(await listOn(first.app, alice.cookie)).toEqual(await listOn(second.app, alice.cookie));

    const update = samplePlan({ destination: 'Seville, Spain', days: 2 });
    expect(
      (await request(second.app, 'PUT', `/api/itineraries/${saved.id}`, alice.cookie, update)).statusCode,
    ).toBe(200);
    const afterUpdate = await listOn(first.app, alice.cookie);
    expect(afterUpdate.map((p) => [p.destination, p.days.length])).toEqual([['Seville, Spain', 2]]);

    await request(
      second.app,
      'POST',
      '/api/itineraries',
      alice.cookie,
      samplePlan({ destination: 'Rome, Italy' }),
    );
    expect((await listOn(first.app, alice.cookie)).map((p) => p.destination)).toEqual([
      'Rome, Italy',
      'Seville, Spain',
    ]);

    await first.database.db
      .update(itineraries)
      .set({ name: 'Fixed by hand' })
      .where(eq(itineraries.id, saved.id));
    expect((await listOn(first.app, alice.cookie)).map((p) => p.name)).toContain('Fixed by hand');

    await request(second.app, 'DELETE', `/api/trips/${saved.id}`, alice.cookie);
    expect((await listOn(first.app, alice.cookie)).map((p) => p.destination)).toEqual(['Rome, Italy']);
  });

  it('sends the list gzipped to a browser that accepts it, the same list either way', async () => {
    const alice = await signUp(first.app);
    await request(first.app, 'POST', '/api/itineraries', alice.cookie, samplePlan({ days: 5 }));
    const get = (acceptEncoding?: string) =>
      first.app.inject({
        url: '/api/itineraries',
        headers: { cookie: alice.cookie, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      });
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    for (const accepted of ['gzip, deflate, br, zstd', 'gzip']) {
      const gzip = await get(accepted);
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gzip.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
      expect(gzip.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    }
    expect((await get('br')).headers['content-encoding']).toBeUndefined();

    // Other JSON answers over 1 KB are gzipped as they go.
    const [saved] = JSON.parse(plain.body) as SavedPlan[];
    const one = await first.app.inject({
      url: `/api/itineraries/${saved!.id}`,
      headers: { cookie: alice.cookie, 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(one.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(one.rawPayload).toString())).toEqual(saved);
  });

  it('never takes a restored version for a later one', async () => {
    const alice = await signUp(first.app);
    const saved = (
      await request(first.app, 'POST', '/api/itineraries', alice.cookie, samplePlan())
    ).json() as SavedPlan;
    const names = async () => (await listOn(first.app, alice.cookie)).map((p) => p.name);
    const rename = (name: string) =>
      request(second.app, 'PUT', `/api/itineraries/${saved.id}`, alice.cookie, { ...samplePlan(), name });
    await names();
    const restorePoint = await plansVersion(alice.user.id);
    await rename('Before the restore');
    expect(await names()).toEqual(['Before the restore']);
    // A restore brings back the older plans and their version, as data loaded without triggers firing.
    await first.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(itineraries).set({ name: 'Restored' }).where(eq(itineraries.id, saved.id));
      await tx.update(users).set({ plansVersion: restorePoint }).where(eq(users.id, alice.user.id));
    });
    await rename('After the restore');
    expect(await names()).toEqual(['After the restore']);
  });

  it('deletes an account with saved plans (the counting trigger meets the cascade)', async () => {
    const carol = await signUp(first.app);
    await request(first.app, 'POST', '/api/itineraries', carol.cookie, samplePlan());
    await listOn(first.app, carol.cookie);
    const res = await request(second.app, 'DELETE', '/api/account', carol.cookie, { confirm: 'DELETE' });
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect((await request(first.app, 'GET', '/api/itineraries', carol.cookie)).statusCode).toBe(401);
    expect(await first.database.db.select().from(users).where(eq(users.id, carol.user.id))).toEqual([]);
  });
});
