// Meals a finished day must still hold (construct.ts, ensureMeals): the fallbacks, one synthetic day at a time.
import { describe, expect, it } from 'vitest';
import type { LatLng } from '../../core/geo.ts';
import { type OpeningHours, WEEKDAYS } from '../../core/knowledge.ts';
import { createRng } from '../rng.ts';
import { ensureMeals } from './construct.ts';
import { planDayAreas } from './day-areas.ts';
import { buildProblem, DINNER, LUNCH, SIGHT } from './problem.ts';
import { Solution } from './solution.ts';
import { eastOf, makePlace, moderateTrip, TEST_CENTER } from './test-fixtures.ts';
import type { PlannerPlace, PlanTripInput } from './types.ts';

/** Open on Wednesdays only (the trip's first day), so that no other day can take the visit. */
const wednesdays = (open: string, close: string) =>
  Object.fromEntries(WEEKDAYS.map((d) => [d, d === 'wed' ? [[open, close]] : []])) as OpeningHours;

describe('ensureMeals', () => {
  it("puts the day's visits in another order when only that lets dinner in", () => {
    // In at 13:30. The museum in the west (three hours, open until 21:30) after the late-opening tower in the
    // east leaves dinner, near the tower, past its last start at 20:00; the museum first leaves dinner by 20:00,
    // with the tower (open until 2:00) before or after it. Neither may be dropped (must-sees) nor moved (both
    // open on that Wednesday only), and the museum keeps its three hours (keeping it shorter is the next resort).
    const museum = makePlace({
      id: 'museum',
      ...eastOf(-3),
      durationMinutes: 180,
      hours: wednesdays('10:00', '21:30'),
    });
    const tower = makePlace({
      id: 'tower',
      ...eastOf(3),
      durationMinutes: 90,
      hours: wednesdays('10:00', '26:00'),
    });
    const eatery = (id: string, at: LatLng, meal: 'lunch' | 'dinner'): PlannerPlace =>
      makePlace({
        id,
        ...at,
        category: 'restaurant',
        tags: ['food'],
        meals: [meal],
        dietary: [],
        durationMinutes: 60,
      });
    const input: PlanTripInput = {
      trip: moderateTrip({ endDate: '2026-06-05', arrivalTime: '13:30' }),
      center: TEST_CENTER,
      places: [museum, tower, eatery('lunch', eastOf(0), 'lunch'), eatery('dinner', eastOf(3.2), 'dinner')],
      mustSee: ['test/museum', 'test/tower'],
      mealTimes: { lunch: ['12:00', '14:30'], dinner: ['18:00', '20:00'] },
      seed: 1,
    };
    const problem = buildProblem(input, createRng(1));
    const node = (id: string) => problem.places.findIndex((p) => p.id === id);
    const sol = new Solution(problem, planDayAreas(problem, createRng(1)).setup);
    // Lunch, the tower, the museum: the order a day may come to when the tower was placed first.
    expect(sol.tryInsert(0, 0, node('lunch'), LUNCH)).toBe(true);
    expect(sol.tryInsert(0, 1, node('tower'), SIGHT)).toBe(true);
    expect(sol.tryInsert(0, 2, node('museum'), SIGHT)).toBe(true);
    expect(sol.hasMeal(0, DINNER)).toBe(false);
    expect(sol.tryInsert(0, 3, node('dinner'), DINNER)).toBe(false);

    ensureMeals(sol, 0);
    const route = sol.days[0]!;
    const ids = route.map((s) => problem.places[s.node]!.id);
    expect(ids).toContain('dinner');
    expect(ids.indexOf('museum')).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf('museum')).toBeLessThan(ids.indexOf('tower'));
    const visit = route.find((s) => s.node === node('museum'))!;
    expect(visit.end - visit.start).toBe(180);
  });
});
