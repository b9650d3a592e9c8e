// The last resort for rule 9 (drop-returns.ts): a day whose hours force it back to where it was gives up a visit.
import { describe, expect, it } from 'vitest';
import { dropReturningVisits } from './drop-returns.ts';
import { zigzags } from './polish.ts';
import { DINNER, LUNCH, SIGHT } from './problem.ts';
import {
  dailyHours,
  eastOf,
  eateryEastOf,
  handPlanned,
  makePlace,
  moderateTrip,
  TEST_CENTER,
} from './test-fixtures.ts';
import type { PlanTripInput } from './types.ts';

const eatery = (id: string, km: number, meal: 'lunch' | 'dinner') => eateryEastOf(id, km, { meals: [meal] });

/**
 * A day in the centre, lunch there, the aquarium 3.5 km east in the afternoon, then a café back by the centre (open
 * only from 17:00), and dinner by the aquarium: the café takes the day back across town and out again.
 */
function returningDay(over: { cafeMustSee?: boolean } = {}) {
  const input: PlanTripInput = {
    trip: moderateTrip({ activityPace: 'light' }),
    center: TEST_CENTER,
    places: [
      makePlace({ id: 'cathedral', ...eastOf(0), durationMinutes: 60, hours: dailyHours('09:00', '13:00') }),
      makePlace({
        id: 'aquarium',
        ...eastOf(3.5),
        durationMinutes: 150,
        hours: dailyHours('14:00', '17:30'),
      }),
      makePlace({ id: 'cafe', ...eastOf(0.5), durationMinutes: 30, hours: dailyHours('17:00', '20:00') }),
      eatery('lunch-centre', 0.2, 'lunch'),
      eatery('dinner-east', 3.6, 'dinner'),
    ],
    mealTimes: { lunch: ['12:00', '14:00'], dinner: ['19:30', '21:00'] },
    mustSee: over.cafeMustSee ? ['test/cafe'] : [],
    seed: 1,
  };
  return handPlanned(input, [
    [
      ['cathedral', SIGHT],
      ['lunch-centre', LUNCH],
      ['aquarium', SIGHT],
      ['cafe', SIGHT],
      ['dinner-east', DINNER],
    ],
  ]);
}

describe('dropReturningVisits', () => {
  it('gives up the visit that takes the day back across town, keeping its meals', () => {
    const { sol, ids, problem } = returningDay();
    expect(zigzags(problem, sol.days[0]!)).toBeGreaterThan(0);
    dropReturningVisits(sol, 0);
    expect(ids()).toEqual(['cathedral', 'lunch-centre', 'aquarium', 'dinner-east']);
    expect(zigzags(problem, sol.days[0]!)).toBe(0);
  });

  it('keeps a must-see, returning or not', () => {
    const { sol, ids } = returningDay({ cafeMustSee: true });
    dropReturningVisits(sol, 0);
    expect(ids()).toContain('cafe');
  });
});
