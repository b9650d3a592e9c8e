// Issue 10, item 2: 20 users saving 200 plans at once over real HTTP. Exactly 200 rows, each visible to its owner
// alone.
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedPlan } from '../../src/core/api/itineraries.ts';
import { itineraries, trips } from '../../src/server/db/schema.ts';
import { createTestApp, signUp, type TestApp } from '../helpers/app.ts';
import { drivers } from '../helpers/db.ts';
import { samplePlan } from '../helpers/plans.ts';

const USERS = 20;
const PLANS_PER_USER = 10;

describe.each(drivers)('concurrent saves (%s)', (driver) => {
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp(driver);
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t?.close());

  it(`${USERS} users saving ${USERS * PLANS_PER_USER} plans at once: every row stored once, visible to its owner alone`, async () => {
    const users: Awaited<ReturnType<typeof signUp>>[] = [];
    for (let u = 0; u < USERS; u++) users.push(await signUp(t.app));

    const http = (method: string, path: string, cookie: string, body?: unknown) =>
      fetch(`${base}${path}`, {
        method,
        headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });

    const saves = users.flatMap((user, u) =>
      Array.from({ length: PLANS_PER_USER }, async (_, p) => {
        const res = await http(
          'POST',
          '/api/itineraries',
          user.cookie,
          samplePlan({ destination: `City ${u}-${p}, Testland` }),
        );
        return { u, p, status: res.status, plan: (await res.json()) as SavedPlan };
      }),
    );
    const results = await Promise.all(saves);

    expect(results.filter((r) => r.status !== 201)).toEqual([]);
    const [rows] = await t.database.db.select({ n: count() }).from(itineraries);
    const [tripRows] = await t.database.db.select({ n: count() }).from(trips);
    expect(rows!.n).toBe(USERS * PLANS_PER_USER);
    expect(tripRows!.n).toBe(USERS * PLANS_PER_USER);
    expect(new Set(results.map((r) => r.plan.id)).size).toBe(USERS * PLANS_PER_USER);

    const lists = await Promise.all(
      users.map(
        async (user) => (await (await http('GET', '/api/itineraries', user.cookie)).json()) as SavedPlan[],
      ),
    );
    lists.forEach((list, u) => {
      const mine = results.filter((r) => r.u === u);
      expect(list).toHaveLength(PLANS_PER_USER);
      expect(new Set(list.map((p) => p.id))).toEqual(new Set(mine.map((r) => r.plan.id)));
      expect(list.map((p) => p.destination).sort()).toEqual(
        mine.map((r) => `City ${u}-${r.p}, Testland`).sort(),
      );
    });

    // And another user's ids answer 404 for each of them.
    const strangers = await Promise.all(
      results.map(
        async (r) =>
          (await http('GET', `/api/itineraries/${r.plan.id}`, users[(r.u + 1) % USERS]!.cookie)).status,
      ),
    );
    expect(strangers.every((s) => s === 404)).toBe(true);
  }, 120_000);
});
