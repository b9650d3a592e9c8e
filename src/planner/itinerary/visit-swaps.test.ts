// Two days trading visits so that neither comes back to where it was (visit-swaps.ts): synthetic days.
import { describe, expect, it } from 'vitest';
import { wideZigzags, zigzags } from './polish.ts';
import { DINNER, LUNCH, SIGHT } from './problem.ts';
import { eastOf, eateryEastOf, handPlanned, makePlace, moderateTrip, TEST_CENTER } from './test-fixtures.ts';
import type { PlanTripInput } from './types.ts';
import { swapVisitsAcrossDays } from './visit-swaps.ts';

const eatery = (id: string, km: number) => eateryEastOf(id, km);

/**
 * Two light days of two visits, each going away between lunch and dinner: day 1 in the centre with gardens 10 km
 * east in the afternoon, day 2 in the east with a hall in the centre in the afternoon. With `westward`, day 2 is
 * all 10 km west of the centre, and no trade keeps day 1 from going east and back.
 */
function twoDays(over: { westward?: boolean } = {}) {
  const second = (km: number) => (over.westward ? -km : km);
  const input: PlanTripInput = {
    trip: moderateTrip({
      endDate: '2026-06-04',
      activityLimit: 2,
      activityPace: 'light',
      accommodation: { name: 'Synthetic hotel', ...TEST_CENTER },
    }),
    center: TEST_CENTER,
    places: [
      makePlace({ id: 'museum', ...eastOf(0.3), durationMinutes: 90 }),
      makePlace({ id: 'gardens', ...eastOf(10), durationMinutes: 90 }),
      makePlace({ id: 'castle', ...eastOf(second(10.4)), durationMinutes: 90 }),
      makePlace({ id: 'hall', ...eastOf(over.westward ? -10.6 : -0.3), durationMinutes: 90 }),
      eatery('centre-lunch', 0),
      eatery('centre-dinner', 0.2),
      eatery('east-lunch', second(10.2)),
      eatery('east-dinner', second(10.3)),
    ],
    mealTimes: { lunch: ['12:00', '14:30'], dinner: ['19:00', '21:00'] },
    seed: 1,
  };
  const { sol, ids, problem } = handPlanned(input, [
    [
      ['museum', SIGHT],
      ['centre-lunch', LUNCH],
      ['gardens', SIGHT],
      ['centre-dinner', DINNER],
    ],
    [
      ['castle', SIGHT],
      ['east-lunch', LUNCH],
      ['hall', SIGHT],
      ['east-dinner', DINNER],
    ],
  ]);
  const returns = () => sol.days.reduce((n, route) => n + zigzags(problem, route), 0);
  return { sol, ids, returns, problem };
}

describe('swapVisitsAcrossDays', () => {
  it('trades the gardens and the hall, so that each day stays in its own area', () => {
    const { sol, ids, returns, problem } = twoDays();
    expect(returns()).toBe(4);
    swapVisitsAcrossDays(sol);
    expect(returns()).toBe(0);
    expect(ids(0)).toContain('hall');
    expect(ids(1)).toContain('gardens');
    // Nothing is lost: the same visits and meals, two of each a day.
    expect([...ids(0), ...ids(1)].sort()).toEqual(
      [
        'castle',
        'centre-dinner',
        'centre-lunch',
        'east-dinner',
        'east-lunch',
        'gardens',
        'hall',
        'museum',
      ].sort(),
    );
    expect(sol.days.every((route) => wideZigzags(problem, route) === 0)).toBe(true);
  });

  it('leaves the days as they are when no trade returns less', () => {
    const { sol, ids } = twoDays({ westward: true });
    const before = [ids(0), ids(1)];
    swapVisitsAcrossDays(sol);
    expect([ids(0), ids(1)]).toEqual(before);
  });
});
