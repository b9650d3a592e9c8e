// A meal left far from the stops around it is chosen again near them (polish.ts, nearerMeals): synthetic days.
import { describe, expect, it } from 'vitest';
import { createRng } from '../rng.ts';
import { planDayAreas } from './day-areas.ts';
import { nearerMeals } from './polish.ts';
import { buildProblem, LUNCH, SIGHT } from './problem.ts';
import { Solution } from './solution.ts';
import { eastOf, makePlace, moderateTrip, TEST_CENTER } from './test-fixtures.ts';
import type { PlannerPlace, PlanTripInput } from './types.ts';

const eatery = (id: string, km: number, dietary: PlannerPlace['dietary']): PlannerPlace =>
  makePlace({ id, ...eastOf(km), category: 'restaurant', tags: ['food'], meals: ['lunch'], dietary });

/**
 * Two museums 2 km apart with lunch between them at a vegan place 10 km east (as visits put in around a lunch
 * once chosen elsewhere may leave it), and a place between the museums that has no vegan dishes.
 */
function farLunchDay() {
  const input: PlanTripInput = {
    trip: moderateTrip({ endDate: '2026-06-04', dietaryPreferences: ['vegan'] }),
    center: TEST_CENTER,
    places: [
      makePlace({ id: 'west-museum', ...eastOf(-1) }),
      makePlace({ id: 'east-museum', ...eastOf(1) }),
      eatery('far-vegan', 10, ['vegan']),
      eatery('near-bistro', 0, []),
    ],
    mealTimes: { lunch: ['12:00', '14:30'], dinner: ['18:00', '21:00'] },
    seed: 1,
  };
  const problem = buildProblem(input, createRng(1));
  const node = (id: string) => problem.places.findIndex((p) => p.id === id);
  const sol = new Solution(problem, planDayAreas(problem, createRng(1)).setup);
  expect(sol.tryInsert(0, 0, node('west-museum'), SIGHT)).toBe(true);
  expect(sol.tryInsert(0, 1, node('far-vegan'), LUNCH)).toBe(true);
  expect(sol.tryInsert(0, 2, node('east-museum'), SIGHT)).toBe(true);
  const lunchOf = (d: number) => problem.places[sol.days[d]!.find((s) => s.role === LUNCH)!.node]!.id;
  return { sol, node, lunchOf };
}

describe('nearerMeals', () => {
  it('takes lunch between the stops around it, missing a diet, rather than 10 km off the way', () => {
    const { sol, lunchOf } = farLunchDay();
    nearerMeals(sol, 0);
    expect(lunchOf(0)).toBe('near-bistro');
  });

  it('never makes a place the lunch of two days running for it (rule 3)', () => {
    const { sol, node, lunchOf } = farLunchDay();
    expect(sol.tryInsert(1, 0, node('near-bistro'), LUNCH)).toBe(true);
    nearerMeals(sol, 0);
    expect(lunchOf(0)).toBe('far-vegan');
  });
});
