// A long visit cut by half an hour so that its day need not come back to where it was (polish.ts shorterForOrder).
import { describe, expect, it } from 'vitest';
import { toPlannedDays } from './output.ts';
import { shorterForOrder, zigzags } from './polish.ts';
import { DINNER, LUNCH, SIGHT } from './problem.ts';
import { dailyHours, eastOf, handPlanned, makePlace, moderateTrip, TEST_CENTER } from './test-fixtures.ts';
import type { PlanTripInput } from './types.ts';

/**
 * A light day: a market open in the morning only, an aquarium 5 km east open until `aquariumCloses`, lunch by the
 * market from 14:00, a square by the market, dinner by the aquarium. As placed, the aquarium comes between the
 * market and lunch.
 */
function aquariumDay(aquariumCloses: string) {
  const input: PlanTripInput = {
    trip: moderateTrip({ activityPace: 'light', activityLimit: 5 }),
    center: TEST_CENTER,
    places: [
      makePlace({ id: 'market', ...eastOf(0.1), durationMinutes: 60, hours: dailyHours('07:30', '12:00') }),
      makePlace({
        id: 'aquarium',
        ...eastOf(5),
        durationMinutes: 180,
        hours: dailyHours('10:00', aquariumCloses),
      }),
      makePlace({ id: 'square', ...eastOf(-0.2), durationMinutes: 45, hours: dailyHours('11:30', '19:00') }),
      makePlace({
        id: 'bistro',
        ...eastOf(0),
        category: 'restaurant',
        tags: ['food'],
        meals: ['lunch'],
        durationMinutes: 45,
      }),
      makePlace({
        id: 'grill',
        ...eastOf(5.2),
        category: 'restaurant',
        tags: ['food'],
        meals: ['dinner'],
        durationMinutes: 60,
      }),
    ],
    mealTimes: { lunch: ['14:00', '15:30'], dinner: ['20:00', '22:00'] },
    seed: 1,
  };
  const { sol, ids, node, problem } = handPlanned(input, [
    [
      ['market', SIGHT],
      ['aquarium', SIGHT],
      ['bistro', LUNCH],
      ['square', SIGHT],
      ['grill', DINNER],
    ],
  ]);
  const stay = (id: string) => {
    const s = sol.days[0]!.find((x) => x.node === node(id))!;
    return s.end - s.start;
  };
  return { sol, ids, stay, problem };
}

describe('shorterForOrder', () => {
  it('cuts the aquarium to fit it after lunch rather than come back to the market', () => {
    const { sol, ids, stay, problem } = aquariumDay('18:30');
    expect(zigzags(problem, sol.days[0]!)).toBeGreaterThan(0);
    const before = stay('aquarium');
    expect(before).toBeGreaterThanOrEqual(150);
    expect(shorterForOrder(sol, 0)).toBe(true);
    expect(zigzags(problem, sol.days[0]!)).toBe(0);
    expect(ids().indexOf('aquarium')).toBeGreaterThan(ids().indexOf('bistro'));
    expect(stay('aquarium')).toBe(before - 30);
    // The card says why the visit is shorter than usual.
    const card = toPlannedDays(sol)[0]!.activities.find((a) => a.placeId === 'test/aquarium');
    expect(card?.notice).toMatch(/so that the day need not go back across town/);
  });

  it('keeps the visit whole when half an hour less still cannot come after lunch', () => {
    const { sol, stay } = aquariumDay('17:30');
    const before = stay('aquarium');
    expect(shorterForOrder(sol, 0)).toBe(false);
    expect(stay('aquarium')).toBe(before);
  });
});
