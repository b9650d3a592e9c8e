// The client's saved-plan calls against the real server on a loopback port (fetch only gets the base address and
// the session cookie a browser would add).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../../../tests/helpers/app.ts';
import { samplePlan } from '../../../../tests/helpers/plans.ts';
import { type Day, daySchema } from '../../../core/activity.ts';
import { type TripDetails, tripDetailsSchema } from '../../../core/trip.ts';
import { ApiError } from '../../lib/api.ts';
import { CannotSaveError, deletePlan, savePlan, savePlanRequest } from './api.ts';

describe('saved plans client calls', () => {
  let t: TestApp;
  const realFetch = globalThis.fetch;
  let tripDetails: TripDetails;
  let days: Day[];
  const list = () =>
    t.app.inject({ url: '/api/itineraries', headers: { cookie } }).then((r) => r.json() as unknown[]);
  let cookie = '';

  beforeAll(async () => {
    t = await createTestApp('pglite');
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    cookie = (await signUp(t.app)).cookie;
    globalThis.fetch = (input, init) =>
      realFetch(`${base}${String(input)}`, { ...init, headers: { ...(init?.headers as object), cookie } });
    const plan = samplePlan();
    tripDetails = tripDetailsSchema.parse(plan.tripDetails);
    days = plan.days.map((d) => daySchema.parse(d));
  });
  afterAll(async () => {
    globalThis.fetch = realFetch;
    await t?.close();
  });

  it('refuses to save without trip details or days, with SPEC.md messages', () => {
    for (const [td, ds] of [
      [null, days],
      [tripDetails, null],
      [tripDetails, []],
    ] as const) {
      const err = (() => {
        try {
          savePlanRequest(td, ds as Day[] | null);
        } catch (e) {
          return e;
        }
      })();
      expect(err).toBeInstanceOf(CannotSaveError);
      expect(err).toMatchObject({
        title: 'Cannot save itinerary',
        message: 'There is no itinerary to save.',
      });
    }
    expect(savePlanRequest(tripDetails, days)).toMatchObject({
      name: 'Trip to Lisbon, Portugal',
      date: 'May 3 - May 5, 2026',
    });
  });

  it('saves a new plan, then saving again updates the same one', async () => {
    const first = await savePlan({ tripDetails, days });
    const again = await savePlan({ tripDetails, days: days.slice(0, 2), savedPlanId: first.id });
    expect(again.id).toBe(first.id);
    expect(again.days).toHaveLength(2);
    expect(await list()).toHaveLength(1);
  });

  it('saves as a new plan when the one it was loaded from has been deleted', async () => {
    const plan = await savePlan({ tripDetails, days });
    expect(await deletePlan(plan.id)).toEqual({ ok: true, name: 'Trip to Lisbon, Portugal' });
    const saved = await savePlan({ tripDetails, days, savedPlanId: plan.id });
    expect(saved.id).not.toBe(plan.id);
  });

  it("carries the server's message on failure", async () => {
    const err = await deletePlan('00000000-0000-4000-8000-000000000000').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 404, serverMessage: 'Saved plan not found.' });
    const bad = await savePlan({ tripDetails: { ...tripDetails, interests: [] }, days }).catch(
      (e: unknown) => e,
    );
    expect(bad).toMatchObject({
      status: 400,
      serverMessage: 'tripDetails.interests: Select at least one interest.',
    });
  });
});
