// A meal left far from the stops around it is chosen again near them (polish.ts, nearerMeals): synthetic days.
import { describe, expect, it } from 'vitest';
import { nearerMeals } from './polish.ts';
import { LUNCH, SIGHT } from './problem.ts';
import { eastOf, eateryEastOf, handPlanned, makePlace, moderateTrip, TEST_CENTER } from './test-fixtures.ts';
import type { PlannerPlace, PlanTripInput } from './types.ts';

const eatery = (id: string, km: number, dietary: PlannerPlace['dietary']) =>
  eateryEastOf(id, km, { meals: ['lunch'], dietary });

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
  const { sol, node, problem } = handPlanned(input, [
    [
      ['west-museum', SIGHT],
      ['far-vegan', LUNCH],
      ['east-museum', SIGHT],
    ],
  ]);
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
