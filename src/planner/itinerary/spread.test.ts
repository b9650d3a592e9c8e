import { describe, expect, it } from 'vitest';
import { createRng } from '../rng.ts';
import { buildProblem, SIGHT } from './problem.ts';
import type { Stop } from './solution.ts';
import { longestGap, longestGapPosition, longStretchMinutes } from './spread.ts';
import { makePlace, TEST_CENTER } from './test-fixtures.ts';
import type { PlannerTrip } from './types.ts';

const trip: PlannerTrip = {
  startDate: '2026-06-01',
  endDate: '2026-06-01',
  travelers: 2,
  travelStyle: 'cultural',
  interests: ['history'],
  dietaryPreferences: [],
  activityLimit: 6,
  activityPace: 'moderate',
};
const problem = buildProblem(
  { trip, center: TEST_CENTER, places: Array.from({ length: 4 }, (_, i) => makePlace({ id: `p${i}` })) },
  createRng(1),
);
const at = (node: number, start: number, end: number): Stop => ({ node, role: SIGHT, start, end });
const hours = (h: number) => h * 60;

describe('idle stretches of a timed day (between 9:30 and 21:00)', () => {
  // 10:00-11:00, 15:00-16:00, 20:00-21:00: idle 11:00-15:00 and 16:00-20:00, four hours each.
  const day = [at(0, hours(10), hours(11)), at(1, hours(15), hours(16)), at(2, hours(20), hours(21))];

  it('finds where a stop would fill the longest stretch: before the stop that ends it, or at the end', () => {
    expect(longestGapPosition(problem, 0, day)).toBe(1);
    expect(longestGapPosition(problem, 0, day.slice(0, 2))).toBe(2);
    expect(longestGapPosition(problem, 0, [at(0, hours(17), hours(18))])).toBe(0);
  });

  it('counts the minutes of every long stretch, so that filling one of two equal stretches counts', () => {
    expect(longestGap(problem, 0, day)).toBe(hours(4));
    expect(longStretchMinutes(problem, 0, day, 120)).toBe(hours(8));
    const filled = [day[0]!, at(3, hours(11.5), hours(12.5)), day[1]!, day[2]!];
    // The longest stays four hours; the long stretches shrink to 12:30-15:00 and 16:00-20:00.
    expect(longestGap(problem, 0, filled)).toBe(hours(4));
    expect(longStretchMinutes(problem, 0, filled, 120)).toBe(hours(2.5) + hours(4));
    expect(longStretchMinutes(problem, 0, filled, 180)).toBe(hours(4));
  });
});
