import type { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/helpers/db.ts';
import { samplePlan } from '../../../tests/helpers/plans.ts';
import { savePlanSchema } from '../../core/api/itineraries.ts';
import { createPlan } from '../routes/itineraries/repository.ts';
import type { Database } from './open.ts';
import { keepDatesAsText } from './pglite-parsers.ts';
import { trips, users } from './schema.ts';

const keep = (text: string) => text;

describe('keepDatesAsText', () => {
  it('sends a query without the parsers drizzle repeats, and with any parser that does something', async () => {
    const sent: unknown[] = [];
    const client = keepDatesAsText({
      parsers: {},
      query: async (_sql: string, _params?: unknown[], options?: unknown) => {
        sent.push(options);
        return { rows: [] };
      },
    } as unknown as PGlite);
    const drizzles = { rowMode: 'array', parsers: { 1114: keep, 1184: keep, 1082: keep } } as const;
    const own = { parsers: { 1184: (t: string) => `at ${t}` } };
    const unkept = { parsers: { 25: keep } };
    await client.query('select 1', [], drizzles);
    await client.query('select 1', [], own);
    await client.query('select 1', [], unkept);
    await client.query('select 1');
    expect(sent).toEqual([{ rowMode: 'array' }, own, unkept, undefined]);
    expect(client.parsers[1184]).toBeTypeOf('function');
  });

  describe('on the embedded database', () => {
    let database: Database;
    beforeAll(async () => {
      database = await createTestDatabase('pglite');
    });
    afterAll(() => database?.close());

    it('reads what drizzle reads: timestamps as dates, dates as text', async () => {
      const { db } = database;
      const [user] = await db.insert(users).values({ email: 'parsers@example.com' }).returning();
      expect(user!.createdAt).toBeInstanceOf(Date);
      const plan = await createPlan(
        db,
        user!.id,
        savePlanSchema.parse(samplePlan({ startDate: '2026-06-01', days: 3 })),
      );
      const [trip] = await db.select().from(trips).where(eq(trips.id, plan.tripId));
      expect(trip).toMatchObject({ startDate: '2026-06-01', endDate: '2026-06-03' });
      expect(trip!.createdAt).toBeInstanceOf(Date);
      expect(Math.abs(trip!.createdAt.getTime() - Date.now())).toBeLessThan(60_000);
    });

    it('still applies a parser a caller passes', async () => {
      const client = (database.db as unknown as { $client: PGlite }).$client;
      const res = await client.query<{ d: unknown }>("select date '2026-06-01' as d", [], {
        parsers: { 1082: (t: string) => `day ${t}` },
      });
      expect(res.rows[0]!.d).toBe('day 2026-06-01');
    });
  });
});
